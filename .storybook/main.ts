import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  stories: ['../design-system/**/*.mdx', '../design-system/**/*.stories.@(ts|tsx)', '../app/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  // vite.config.ts serves the app from app/; stories live at the repository root. The app's
  // boot script (decision 040) belongs to the app's page, not to Storybook's.
  viteFinal: (viteConfig) => ({
    ...viteConfig,
    root: process.cwd(),
    publicDir: false,
    plugins: (viteConfig.plugins ?? []).filter(
      (plugin) => !(plugin && typeof plugin === 'object' && 'name' in plugin && plugin.name === 'app-after-first-paint'),
    ),
  }),
};

export default config;
