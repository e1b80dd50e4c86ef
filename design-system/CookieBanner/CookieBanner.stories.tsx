import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { CookieBanner } from './CookieBanner';

const meta = { title: 'Chrome/CookieBanner', component: CookieBanner, args: { onAccept: fn() } } satisfies Meta<typeof CookieBanner>;
export default meta;

export const Asking: StoryObj<typeof meta> = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Cookie-uri' })).toHaveTextContent(/autentificare.*preferințele.*analiza traficului.*captcha/);
    await userEvent.click(canvas.getByRole('button', { name: 'Accept' }));
    await expect(args.onAccept).toHaveBeenCalledTimes(1);
  },
};
