import type { Preview } from '@storybook/react-vite';
import { lightTheme } from '../design-system/tokens/theme.css';

const preview: Preview = {
  parameters: {
    layout: 'padded',
    // Any axe violation fails the story's test (SPEC: zero violations).
    a11y: { test: 'error' },
    controls: { expanded: true },
  },
  decorators: [
    (Story) => (
      <div className={lightTheme} lang="ro">
        <Story />
      </div>
    ),
  ],
  tags: ['autodocs'],
};

export default preview;
