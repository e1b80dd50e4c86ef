import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { AuthenticatorSetup } from './AuthenticatorSetup';

const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const meta = {
  title: 'Account/AuthenticatorSetup',
  component: AuthenticatorSetup,
  args: {
    otpauthUri: `otpauth://totp/Catalog%20HoReCa:anapop?issuer=Catalog%20HoReCa&secret=${secret}&algorithm=SHA1&digits=6&period=30`,
    secret,
    qrLabel: 'Cod QR pentru aplicația de autentificare',
    keyLabel: 'Sau introdu cheia în aplicație:',
  },
} satisfies Meta<typeof AuthenticatorSetup>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The QR code is a named image, and the key is there as text, in groups of four. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Cod QR pentru aplicația de autentificare' })).toBeVisible();
    await expect(canvas.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeVisible();
  },
};

/** On a 320 px phone the key wraps instead of running off the screen. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone320' } },
  play: async ({ canvas }) => {
    const key = canvas.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');
    await expect(key.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};
