import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { CookieBanner } from './CookieBanner';
import { Link } from '../Link/Link';

const accept = fn();
const refuse = fn();

const meta = {
  title: 'Chrome/CookieBanner',
  component: CookieBanner,
  args: {
    children: (
      <>
        Folosim cookie-uri pentru autentificare, pentru a-ți păstra preferințele, pentru analiza traficului și pentru verificarea captcha.{' '}
        <Link href="/terms">Află mai multe</Link>
      </>
    ),
    choices: [
      { label: 'Accept', onPress: accept },
      { label: 'Refuz', onPress: refuse },
    ],
  },
} satisfies Meta<typeof CookieBanner>;
export default meta;

/** Accepting and refusing are one press each, drawn alike. */
export const Asking: StoryObj<typeof meta> = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Cookie-uri' })).toHaveTextContent(/autentificare.*preferințele.*analiza traficului.*captcha/);
    const [accepting, refusing] = [canvas.getByRole('button', { name: 'Accept' }), canvas.getByRole('button', { name: 'Refuz' })];
    await expect(refusing.className).toBe(accepting.className);
    await userEvent.click(refusing);
    await expect(refuse).toHaveBeenCalledTimes(1);
    await userEvent.click(accepting);
    await expect(accept).toHaveBeenCalledTimes(1);
  },
};
