import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Icon, type IconName } from './Icon';

const names: IconName[] = ['location', 'close', 'check', 'arrowUp', 'chevronDown'];

const meta = { title: 'Content/Icon', component: Icon, args: { name: 'location' } } satisfies Meta<typeof Icon>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every icon, drawn as a path in the text colour: it needs no emoji or symbol font. */
export const All: Story = {
  render: () => (
    <p style={{ display: 'flex', gap: '1rem', fontSize: '2rem' }}>
      {names.map((name) => (
        <Icon key={name} name={name} />
      ))}
    </p>
  ),
  play: async ({ canvasElement }) => {
    const icons = [...canvasElement.querySelectorAll('svg')];
    await expect(icons.map((svg) => svg.dataset.icon)).toEqual(names);
    for (const svg of icons) {
      await expect(svg).toHaveAttribute('aria-hidden', 'true');
      await expect(svg.getBoundingClientRect().width).toBeGreaterThan(20);
      await expect(svg.querySelector('path')?.getTotalLength()).toBeGreaterThan(10);
    }
    await expect(canvasElement.textContent).toBe('');
  },
};
