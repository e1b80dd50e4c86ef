import { searchDesignSystemGzipBytes } from './design-system-size';
import { deferredJs, initialJs } from './initial-js-size';

/** Issue #7: the initial JavaScript of /search. Issue #5: the design system's part of it, beyond React. */
const budgets = { initial: 160 * 1024, designSystem: 70 * 1024 };
const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

const { files, totalGzipBytes } = initialJs('dist');
for (const file of [...files].sort((a, b) => b.gzipBytes - a.gzipBytes)) console.log(`${kB(file.gzipBytes).padStart(9)}  ${file.file}`);
console.log(`initial JS for /search: ${kB(totalGzipBytes)} gzip in ${files.length} file(s) (budget ${kB(budgets.initial)})`);
const deferred = deferredJs('dist', ['Select', 'SuggestionList']);
console.log(
  `loaded after the first paint (the selects' and the suggestions' list and popover, decisions 028, 030): ${kB(deferred.totalGzipBytes)} gzip in ${deferred.files.length} file(s); with the initial JS ${kB(totalGzipBytes + deferred.totalGzipBytes)}`,
);
const designSystem = await searchDesignSystemGzipBytes();
console.log(`design system for /search beyond React: ${kB(designSystem)} gzip (budget ${kB(budgets.designSystem)})`);

const over = [totalGzipBytes > budgets.initial ? 'initial JS' : '', designSystem > budgets.designSystem ? 'design system' : ''].filter(Boolean);
if (over.length > 0) {
  console.error(`Over budget: ${over.join(', ')}.`);
  process.exit(1);
}
