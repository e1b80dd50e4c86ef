import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { RecoveryCodeList } from './RecoveryCodeList';

const codes = [
  'k7f2-xq4m-m3pd',
  'a2bc-d3ef-g4hi',
  'j5kl-m6no-p7qr',
  'stuv-wxyz-abcd',
  'efgh-ijkl-mnop',
  'qrst-uvwx-yz23',
  '4567-abcd-efgh',
  'ijkl-mnop-qrst',
  'uvwx-yz23-4567',
  'mnop-qrst-uvwx',
];
const meta = {
  title: 'Account/RecoveryCodeList',
  component: RecoveryCodeList,
  args: {
    codes,
    label: 'Codurile de recuperare',
    downloadLabel: 'Descarcă codurile',
    fileName: 'coduri-recuperare-catalog-horeca.txt',
    fileHeading: 'Codurile de recuperare pentru anapop pe Catalog HoReCa',
  },
} satisfies Meta<typeof RecoveryCodeList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Ten codes in a named, numbered list, and a download of the same ten as text. */
export const Ten: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Codurile de recuperare' });
    await expect(list.tagName).toBe('OL');
    await expect(canvas.getAllByRole('listitem').map((item) => item.textContent)).toEqual(codes);
    const saved: string[] = [];
    const createObjectURL = URL.createObjectURL;
    URL.createObjectURL = (blob: Blob | MediaSource) => {
      void (blob as Blob).text().then((text) => saved.push(text));
      return 'blob:recovery-codes';
    };
    const click = HTMLAnchorElement.prototype.click;
    HTMLAnchorElement.prototype.click = function recordDownload(this: HTMLAnchorElement) {
      saved.push(this.download);
    };
    try {
      await userEvent.click(canvas.getByRole('button', { name: 'Descarcă codurile' }));
    } finally {
      URL.createObjectURL = createObjectURL;
      HTMLAnchorElement.prototype.click = click;
    }
    await expect(saved).toContain('coduri-recuperare-catalog-horeca.txt');
    await waitFor(() =>
      expect(saved.find((text) => text.startsWith('Codurile de recuperare'))).toBe(
        ['Codurile de recuperare pentru anapop pe Catalog HoReCa', '', ...codes, ''].join('\n'),
      ),
    );
  },
};
