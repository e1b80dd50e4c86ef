import type { Preview } from '@storybook/react-vite';
import { lightTheme } from '../design-system/tokens/theme.css';

const preview: Preview = {
  parameters: {
    layout: 'padded',
    // Any axe violation fails the story's test (SPEC: zero violations). react-aria's live
    // announcer is left out: a pending button announces itself by aria-labelledby, and that
    // hidden message outlives the button (and the story) for 7 s by design.
    a11y: { test: 'error', context: { exclude: ['[data-live-announcer]'] } },
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
