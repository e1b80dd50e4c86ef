/** Offers text as a file download (the CSV template, the rejected rows). */
export function downloadText(fileName: string, text: string, type = 'text/csv;charset=utf-8'): void {
  // A byte-order mark makes Excel read the Romanian diacritics as UTF-8.
  const url = URL.createObjectURL(new Blob(['\uFEFF', text], { type }));
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
