/** `npm run bench:search`: the search benchmark at scale (issue #15) and the catalogue feed's (issue #24). */
import { benchCatalogueFeed } from './catalogue-feed';
import { benchSearchScale } from './search-scale';

await benchSearchScale();
await benchCatalogueFeed();
