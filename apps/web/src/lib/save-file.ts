/** Hands `blob` to the browser as a download named `filename`. */
export function saveFile(filename: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers read the link only after click() has returned.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
