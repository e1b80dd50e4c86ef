import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { QRCodePanel } from './QRCodePanel';

const value = 'http://localhost:8080/search?owner=7d9f1a52-3c1e-4b7a-9e55-0a1b2c3d4e5f&seller=Cafea+Bun%C4%83+SRL';
const meta = {
  title: 'Catalogue/QRCodePanel',
  component: QRCodePanel,
  args: { value, fileName: 'cod-qr-cafea-buna', label: 'Codul QR al vânzătorului Cafea Bună SRL' },
} satisfies Meta<typeof QRCodePanel>;
export default meta;

export const Default: StoryObj<typeof meta> = {
  play: async ({ canvas }) => {
    const image = canvas.getByRole('img', { name: 'Codul QR al vânzătorului Cafea Bună SRL' });
    await expect(image).toHaveAttribute('width', '256');
    await expect(canvas.getByRole('button', { name: 'Descarcă PNG' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Descarcă SVG' })).toBeInTheDocument();
  },
};
