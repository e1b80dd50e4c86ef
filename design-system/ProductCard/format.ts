const price = new Intl.NumberFormat('ro-RO', { style: 'currency', currency: 'RON' });
const dateTime = new Intl.DateTimeFormat('ro-RO', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hour12: false,
  timeZone: 'Europe/Bucharest',
});

/** A price in RON the Romanian way: `1.234,50 RON`. */
export const formatPrice = (value: number): string => price.format(value);

/** A moment as docs/product.md §9 writes it: `dd.MM.yyyy, HH:mm:ss`, Bucharest time. */
export const formatDateTime = (iso: string): string => dateTime.format(new Date(iso));
