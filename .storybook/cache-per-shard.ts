import type { Plugin } from 'vite';

/**
 * `npm run test:stories` runs the stories in two shards side by side, each its own Vitest with
 * its own Vite server (package.json, STORIES_SHARD). Each shard pre-bundles the dependencies into
 * a cache folder of its own: Vite swaps its cache folder in when it has bundled, and in a shared
 * one a shard could swap the other's files out from under its pages. Listed after Storybook's
 * plugin, which names the one shared folder otherwise.
 */
export function cachePerShard(): Plugin {
  return {
    name: 'cache-per-shard',
    config: () => {
      const shard = process.env.STORIES_SHARD;
      return shard ? { cacheDir: `node_modules/.cache/stories-shard-${shard}` } : undefined;
    },
  };
}
