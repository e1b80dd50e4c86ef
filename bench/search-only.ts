/** `npm run bench:search`: only the search benchmark at scale (issue #15). */
import { benchSearchScale } from './search-scale';

await benchSearchScale();
