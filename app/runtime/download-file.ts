/** Offers text as a file download: the CSV template, the rejected rows, an account's data. */
export function downloadText(fileName: string, text: string, type = 'text/csv;charset=utf-8'): void {
  // A byte-order mark makes Excel read a CSV's Romanian diacritics as UTF-8; JSON is read without one.
  const parts = type.startsWith('text/csv') ? ['\uFEFF', text] : [text];
  const url = URL.createObjectURL(new Blob(parts, { type }));
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
