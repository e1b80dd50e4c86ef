import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { build, type Rolldown } from 'vite';

/**
 * The gzip size of the design-system code /search needs on top of React: the components of
 * scripts/search-design-system.ts bundled alone, for production, React and React DOM left out,
 * ro-RO strings only.
 */
export async function searchDesignSystemGzipBytes(): Promise<number> {
  const output = (await build({
    configFile: false,
    logLevel: 'silent',
    // As the app's build does: a library build leaves process.env alone, which would keep the
    // development halves of CommonJS shims (use-sync-external-store) the app never ships.
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    plugins: [react(), vanillaExtractPlugin(), { ...optimizeLocales.vite({ locales: ['ro-RO'] }), enforce: 'pre' }],
    build: {
      write: false,
      minify: true,
      lib: { entry: fileURLToPath(new URL('./search-design-system.ts', import.meta.url)), formats: ['es'] },
      rolldownOptions: { external: [/^react($|\/)/, /^react-dom($|\/)/] },
    },
  })) as Rolldown.RolldownOutput[] | Rolldown.RolldownOutput;
  const chunks = (Array.isArray(output) ? output : [output])
    .flatMap((result) => result.output)
    .filter((item): item is Rolldown.OutputChunk => item.type === 'chunk');
  return gzipSync(Buffer.concat(chunks.map((chunk) => Buffer.from(chunk.code))), { level: 9 }).length;
}
