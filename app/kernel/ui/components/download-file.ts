// Firefox and older Safari cancel a download whose object URL is revoked while it starts; a generous
// delay (FileSaver.js uses the same) frees the memory soon enough.
const revokeAfterMs = 40_000;

/**
 * Hands `text` to the browser as a download: made in the page, nothing is sent anywhere
 * (docs/product-rules.md, Privacy).
 */
export function downloadFile(fileName: string, type: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), revokeAfterMs);
}
