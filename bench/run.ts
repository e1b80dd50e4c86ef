/** `npm run bench`: prints figures for the budgets the issues name; passes or fails nothing. */
import { benchAlertDigests } from './alert-digests';
import { benchCatalogueFeed } from './catalogue-feed';
import { benchCompanyRecheck } from './company-recheck';
import { benchCsvImport } from './csv-import';
import { benchLighthouse } from './lighthouse';
import { benchLoad } from './load';
import { benchOrderLists } from './order-lists';
import { benchPhotoUpload } from './photo-upload';
import { benchSearchScale } from './search-scale';
import { benchSuggestions } from './suggestions';

console.log(`Catalog HoReCa benchmarks — Node ${process.version}, ${new Date().toISOString()}`);
benchCsvImport();
await benchSearchScale();
benchSuggestions();
await benchCatalogueFeed();
await benchLoad();
await benchPhotoUpload();
await benchCompanyRecheck();
await benchOrderLists();
await benchAlertDigests();
await benchLighthouse();
