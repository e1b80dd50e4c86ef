import { initialJs } from './initial-js-size';

/** The budget of issue #7: the initial JavaScript of /search, gzip. */
const budgetBytes = 160 * 1024;

const { files, totalGzipBytes } = initialJs('dist');
for (const file of [...files].sort((a, b) => b.gzipBytes - a.gzipBytes)) console.log(`${(file.gzipBytes / 1024).toFixed(1).padStart(7)} kB  ${file.file}`);
console.log(`initial JS for /search: ${(totalGzipBytes / 1024).toFixed(1)} kB gzip in ${files.length} files (budget ${budgetBytes / 1024} kB)`);
if (totalGzipBytes > budgetBytes) {
  console.error(`Over budget by ${((totalGzipBytes - budgetBytes) / 1024).toFixed(1)} kB.`);
  process.exit(1);
}
