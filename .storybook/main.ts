import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  stories: ['../design-system/**/*.mdx', '../design-system/**/*.stories.@(ts|tsx)', '../app/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  // vite.config.ts serves the app from app/; stories live at the repository root.
  viteFinal: (viteConfig) => ({ ...viteConfig, root: process.cwd(), publicDir: false }),
};

export default config;
