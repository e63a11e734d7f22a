/**
 * Copies text with the Clipboard API. Resolves false when the browser has no clipboard access here (an
 * insecure page, an old browser) or refuses it (permission denied), so the caller can say what to do instead.
 */
export async function copyToClipboard(text: string): Promise<boolean> {
  if (typeof navigator === 'undefined' || !navigator.clipboard?.writeText) return false;
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
