/**
 * A worker's whole script, started by app/boot.ts (decision 042). A page's first use of `Intl`
 * makes the browser set up its locale data, 30 to 70 ms on this machine's Chromium and four
 * times that on a mid-range phone; the app's first use is react-aria's, as its module is
 * evaluated, so that setup was the longest part of the page's longest task. The setup is
 * shared by the page's threads: done here, off the main thread, while the page paints and the
 * app downloads, the app's own first use takes under a millisecond. The formats are the ones
 * the app uses in Romanian: prices in RON, dates, names sorted and matched, plurals.
 */
Intl.DateTimeFormat.supportedLocalesOf(['ro-RO']);
new Intl.NumberFormat('ro-RO', { style: 'currency', currency: 'RON' }).format(1);
new Intl.DateTimeFormat('ro-RO', { dateStyle: 'medium', timeStyle: 'short' }).format(0);
new Intl.Collator('ro-RO', { sensitivity: 'base' }).compare('a', 'ă');
new Intl.PluralRules('ro-RO').select(1);
close();
