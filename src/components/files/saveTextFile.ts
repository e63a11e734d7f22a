/**
 * Saves text the portal made (a CSV export) as a file under its name: a link to an object URL, clicked,
 * then let go once the browser has started the download.
 */
export function saveTextFile(text: string, fileName: string, type: string) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
