import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { computed, expectForcedColors } from '../testing/forced-colors';
import { Badge, roleTone } from './Badge';

const meta = { title: 'Feedback/Badge', component: Badge, args: { children: 'TVA inclus' } } satisfies Meta<typeof Badge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const VatIncluded: Story = { args: { tone: 'brand', children: 'TVA inclus' } };
export const NoVat: Story = { args: { tone: 'neutral', children: 'Fara TVA' } };
export const Negotiable: Story = { args: { tone: 'warning', children: 'Negociabil' } };
export const InStock: Story = { args: { tone: 'success', children: 'În Stoc' } };
export const OutOfStock: Story = { args: { tone: 'danger', children: 'Stoc Epuizat' } };

export const Roles: Story = {
  render: () => (
    <p>
      <Badge tone={roleTone('ADMIN_HORECA')}>ADMIN_HORECA</Badge> <Badge tone={roleTone('SELLER_HORECA')}>SELLER_HORECA</Badge>
    </p>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('ADMIN_HORECA')).toBeVisible();
    await expect(roleTone('SUPER_ADMIN_X')).toBe('danger');
  },
};

/** Windows high contrast: every badge keeps its edge, so it still reads as a badge without its fill. */
export const ForcedColors: Story = {
  render: () => (
    <p style={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap' }}>
      <Badge tone="brand">TVA inclus</Badge>
      <Badge tone="neutral">Fara TVA</Badge>
      <Badge tone="warning">Negociabil</Badge>
      <Badge tone="success">În Stoc</Badge>
      <Badge tone="danger">Stoc Epuizat</Badge>
    </p>
  ),
  play: async ({ canvas }) => {
    await expectForcedColors();
    for (const name of ['TVA inclus', 'Fara TVA', 'Negociabil', 'În Stoc', 'Stoc Epuizat']) {
      const badge = canvas.getByText(name);
      await expect(computed(badge, 'borderTopWidth')).not.toBe('0px');
      await expect(computed(badge, 'borderTopColor')).not.toBe('rgba(0, 0, 0, 0)');
    }
  },
};
