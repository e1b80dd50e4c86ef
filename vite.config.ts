import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { readFileSync } from 'node:fs';
import { transform } from 'esbuild';
import { defineConfig, type Plugin } from 'vite';
import { accessibilityFiguresPlugin } from './scripts/accessibility-figures';

const serverPort = Number(process.env.PORT ?? 8080);

/** The server's render of public pages (decision 033): a Node module beside the client build, never served. */
const ssrBuild = {
  outDir: '../dist/server',
  emptyOutDir: true,
  sourcemap: true,
  target: 'node20',
  copyPublicDir: false,
  // One module: the lazy screens are in it, so every part of a page shares one copy of each context.
  rolldownOptions: { output: { codeSplitting: false } },
};

const bootSource = fileURLToPath(new URL('app/boot.ts', import.meta.url));
const intlWarmupSource = fileURLToPath(new URL('app/intl-warmup.ts', import.meta.url));

/**
 * The app starts after the page's first paint (decision 040): the built index.html loads
 * app/boot.ts, given as an asset of its own (as a module of the build, the first load's single
 * chunk would take it in), and names the app's entry module for it to load.
 */
const appAfterFirstPaint = (): Plugin => {
  let boot = '';
  return {
    name: 'app-after-first-paint',
    apply: 'build',
    async buildStart() {
      const minified = async (source: string, define?: Record<string, string>) =>
        (await transform(readFileSync(source, 'utf8'), { loader: 'ts', minify: true, target: 'es2022', ...(define ? { define } : {}) })).code;
      const intlWarmup = this.getFileName(this.emitFile({ type: 'asset', name: 'intl-warmup.js', source: await minified(intlWarmupSource) }));
      // boot.ts starts the worker (decision 042) by the name the build gave its script.
      const bootCode = await minified(bootSource, { __INTL_WARMUP__: JSON.stringify(`/${intlWarmup}`) });
      boot = this.getFileName(this.emitFile({ type: 'asset', name: 'boot.js', source: bootCode }));
    },
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const entry = /[ \t]*<script type="module" crossorigin src="([^"]+)"><\/script>/;
        const src = entry.exec(html)?.[1];
        if (!src) throw new Error('The built index.html has no entry script for app/boot.ts to load');
        return html.replace(entry, `    <meta name="app-module" content="${src}" />\n    <script type="module" crossorigin src="/${boot}"></script>`);
      },
    },
  };
};

export default defineConfig(({ command, isSsrBuild }) => ({
  root: 'app',
  publicDir: 'public',
  plugins: [
    react(),
    vanillaExtractPlugin(),
    appAfterFirstPaint(),
    // The accessibility statement's figures, counted from the sources as the app is built (issue #51).
    accessibilityFiguresPlugin(fileURLToPath(new URL('.', import.meta.url))),
    // Keep only the Romanian strings of react-aria (about 6 kB gzip saved).
    { ...optimizeLocales.vite({ locales: ['ro-RO'] }), enforce: 'pre' },
  ],
  // The server bundle renders with React's production build whatever NODE_ENV the server runs
  // with (npm start runs in development): its libraries are bundled in, with development code removed.
  ...(isSsrBuild ? { ssr: { noExternal: true }, define: { 'process.env.NODE_ENV': JSON.stringify('production') } } : {}),
  build: isSsrBuild
    ? ssrBuild
    : {
        outDir: '../dist',
        emptyOutDir: true,
        sourcemap: true,
        // The size check reads the entry's static imports from the manifest.
        manifest: true,
        // Every browser the product supports preloads modules natively: no polyfill in the first load.
        // A lazy screen's CSS is always preloaded (no unstyled flash). Its shared JS is preloaded only
        // for the screens a visitor reaches from search (product, login) and for the search screen's
        // deferred select (decision 028), whose files then come in one round trip; the list of every screen's
        // files would cost the first load 0.7 kB gzip, so account and admin screens fetch theirs one
        // round trip later (decision 010).
        modulePreload: {
          polyfill: false,
          resolveDependencies: (file, dependencies) =>
            /\/(ProductRoute|LoginRoute|Select|SuggestionList)-/.test(file) ? dependencies : dependencies.filter((dependency) => dependency.endsWith('.css')),
        },
        rolldownOptions: {
          output: {
            // Everything the first screen needs in one file (one request, better compression);
            // the other screens split on their own.
            codeSplitting: {
              groups: [{ name: 'initial', tags: ['$initial'] }],
            },
          },
        },
        target: 'es2022',
      },
  resolve: {
    // react-router exports only its development build, whose dev warnings stay in; the build
    // takes the production one it ships beside it (the same code with the warnings off).
    alias:
      command === 'build'
        ? [{ find: /^react-router$/, replacement: fileURLToPath(new URL('node_modules/react-router/dist/production/index.mjs', import.meta.url)) }]
        : [],
  },
  server: {
    port: 5173,
    // In `npm run dev` the API and /config.json come from the Fastify server.
    proxy: {
      '/svc': `http://127.0.0.1:${serverPort}`,
      '/config.json': `http://127.0.0.1:${serverPort}`,
    },
  },
}));
