/** Hands a file the page fetched to the browser's downloads, under `name`. */
export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  // Revoked later, not at once: the browser reads the blob after the click returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
