import type { Preview } from '@storybook/react-vite';
import { lightTheme } from '../design-system/tokens/theme.css';

// Dialogs and popovers render in a portal on <body>, outside the story's wrapper: the theme goes on
// <body> too, so they draw with the product's tokens, as they do in the app (where it is on <html>).
document.body.classList.add(lightTheme);

const preview: Preview = {
  parameters: {
    layout: 'padded',
    // Any axe violation fails the story's test (the product allows zero violations). react-aria's live
    // announcer is left out: a pending button announces itself by aria-labelledby, and that
    // hidden message outlives the button (and the story) for 7 s by design.
    a11y: { test: 'error', context: { exclude: ['[data-live-announcer]'] } },
    controls: { expanded: true },
    // Phones the product must reflow on (WCAG 1.4.10): a story picks one with
    // `globals: { viewport: { value: 'phone320' } }`; story tests resize the browser to it.
    viewport: {
      options: {
        phone320: { name: 'Telefon 320 × 640', styles: { width: '320px', height: '640px' }, type: 'mobile' },
        phone390: { name: 'Telefon 390 × 844', styles: { width: '390px', height: '844px' }, type: 'mobile' },
      },
    },
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
