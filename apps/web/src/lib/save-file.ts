/**
 * Hands a fetched file to the browser as a download named `fileName`. Files behind the bearer
 * token (invoices, receipts, agreements) cannot be plain links, so they are fetched first.
 */
export function saveFile(file: Blob, fileName: string): void {
  const url = URL.createObjectURL(file);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Revoked on the next tick: the click has started the download by then.
    window.setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}
