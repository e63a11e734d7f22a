/**
 * How long a saved file's blob URL outlives the click. The click only asks the browser to download: it reads
 * the file from the URL later, in its own time, and WebKit (Safari) drops a download whose URL is revoked
 * before then (0 ms was too soon there). No event tells the page when the download has started, so the URL
 * is kept for a time every engine has been seen to need less of (FileSaver.js's 40 s).
 */
const BLOB_URL_LIFETIME_MS = 40_000;

/** Hands a downloaded file (e.g. an invoice PDF) to the browser to save, under the given name. */
export function saveFile(file: Blob, fileName: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The revoking function as it is now, called later with the URL (a static method needs no `this`).
  setTimeout(URL.revokeObjectURL, BLOB_URL_LIFETIME_MS, url);
}
