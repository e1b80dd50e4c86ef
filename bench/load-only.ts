/** `npm run bench:load`: the load benchmark alone (issue #9), without the others in `npm run bench`. */
import { benchLoad } from './load';

await benchLoad();
