import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { cachePerShard } from './.storybook/cache-per-shard';
import { emulateForcedColors } from './.storybook/forced-colors-command';
import { resizeOuterViewport } from './.storybook/outer-viewport-command';
import { accessibilityFiguresPlugin } from './scripts/accessibility-figures';

/** Debian's Chromium; nothing is downloaded (README, "Test it"). */
const chromium = playwright({
  launchOptions: {
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  },
});

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['{openapi,server,machines,app,design-system,scripts,docs}/**/*.test.{ts,tsx}', 'architecture.test.ts'],
          environment: 'node',
          // Two files at a time even on two cores (Vitest's default is one fewer than the cores):
          // most of these tests wait on PostgreSQL, child processes and timers, not the CPU.
          maxWorkers: 2,
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Migrated databases made once, which every test database copies (decision 057).
          globalSetup: ['server/testing/database-templates-setup.ts'],
        },
      },
      {
        test: {
          name: 'contracts-consumer',
          include: ['contracts/consumer/**/*.pact.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'contracts-provider',
          include: ['contracts/provider/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 120_000,
          globalSetup: ['server/testing/database-templates-setup.ts'],
        },
      },
      {
        plugins: [react(), vanillaExtractPlugin(), accessibilityFiguresPlugin(process.cwd()), storybookTest({ configDir: '.storybook' }), cachePerShard()],
        // react-stately's Virtualizer reads process.env, which a browser lacks; real
        // virtualisation (not its test-environment shortcut) is what the stories check.
        define: { 'process.env.NODE_ENV': '"development"', 'process.env.VIRT_ON': 'undefined' },
        // Pre-bundled up front, so a cold cache (CI) never reloads the page mid-run.
        optimizeDeps: {
          include: [
            'react',
            'react-dom',
            'react-dom/client',
            'react-aria-components',
            'storybook/test',
            '@vanilla-extract/recipes/createRuntimeFn',
            '@vanilla-extract/css/fileScope',
            'qrcode.react',
            'react-router',
            'xstate',
            '@xstate/react',
            'openapi-fetch',
            'zod',
            'zod/mini',
            'papaparse',
            'react-google-recaptcha',
          ],
        },
        test: {
          name: 'storybook',
          browser: {
            enabled: true,
            headless: true,
            provider: chromium,
            instances: [{ browser: 'chromium' }],
            viewport: { width: 1024, height: 768 },
            commands: { emulateForcedColors, resizeOuterViewport },
            // A small tolerance: anti-aliasing may differ by a few pixels, a changed design does not.
            expect: { toMatchScreenshot: { comparatorName: 'pixelmatch', comparatorOptions: { threshold: 0.2, allowedMismatchedPixelRatio: 0.002 } } },
          },
          setupFiles: ['.storybook/vitest.setup.ts'],
        },
      },
    ],
  },
});
