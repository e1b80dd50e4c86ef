import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { glassPhoto, platePhoto } from '../ProductPhoto/photo-fixtures';
import { PhotoManager, type ManagedPhoto, type PhotoManagerProps } from './PhotoManager';

const plate: ManagedPhoto = { ...platePhoto, altIsName: false };
const glass: ManagedPhoto = { ...glassPhoto, altIsName: true, alt: 'Pahar vin roșu cristal 450 ml' };
const third: ManagedPhoto = { ...platePhoto, id: '9c1d2e3f-4a5b-4c6d-8e7f-8091a2b3c4d5', alt: 'Farfurie în set de șase', altIsName: false };

const meta = {
  title: 'Catalogue/PhotoManager',
  component: PhotoManager,
  args: {
    photos: [],
    uploads: [],
    maxPhotos: 8,
    onFilesChosen: fn(),
    onMove: fn(),
    onDescribe: fn(),
    onRemove: fn(),
    onRetry: fn(),
    onDismiss: fn(),
  },
  decorators: [(Story) => <div style={{ maxWidth: '36rem' }}>{Story()}</div>],
} satisfies Meta<typeof PhotoManager>;
export default meta;
type Story = StoryObj<typeof meta>;

/** No photos yet: the zone to drop them on, and the button that opens the file chooser. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Fotografii (0 din 8)' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Alege fotografii' })).toBeEnabled();
    await expect(canvas.getByText(/Trage fotografiile aici/)).toBeVisible();
  },
};

/** Two files on their way: each with its preview and its progress, announced as a progress bar. */
export const Uploading: Story = {
  args: {
    photos: [plate],
    uploads: [
      { key: 'a', name: 'pahar.jpg', preview: glassPhoto.renditions[2]!.url, progress: 0.42 },
      { key: 'b', name: 'farfurie-set.png', preview: platePhoto.renditions[2]!.url, progress: 0 },
    ],
  },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Se încarcă pahar.jpg' });
    await expect(bar).toHaveAttribute('aria-valuenow', '42');
    await expect(canvas.getByRole('progressbar', { name: 'Se încarcă farfurie-set.png' })).toHaveAttribute('aria-valuenow', '0');
  },
};

/** A refused file keeps its place with the reason, and can be tried again or dismissed. */
export const Failed: Story = {
  args: {
    uploads: [
      {
        key: 'a',
        name: 'scan.gif',
        preview: platePhoto.renditions[2]!.url,
        progress: 0,
        failure: 'Fotografia trebuie să fie JPEG, PNG sau WebP. Alege altă imagine.',
      },
    ],
    failure: 'Fotografiile s-au schimbat între timp. Reîncarcă pagina și reordonează-le din nou.',
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Fotografia trebuie să fie JPEG, PNG sau WebP. Alege altă imagine.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Încearcă din nou scan.gif' }));
    await expect(args.onRetry).toHaveBeenCalledWith('a');
    await userEvent.click(canvas.getByRole('button', { name: 'Renunță la scan.gif' }));
    await expect(args.onDismiss).toHaveBeenCalledWith('a');
  },
};

const escapeReachedDialog = fn();

/** The manager holding its photos, as the dialog's machine does: moves, removals and text alternatives apply at once. */
function Managed(props: PhotoManagerProps) {
  const [photos, setPhotos] = useState(props.photos);
  return (
    <PhotoManager
      {...props}
      photos={photos}
      onMove={(id, to) => {
        props.onMove(id, to);
        const rest = photos.filter((photo) => photo.id !== id);
        setPhotos([...rest.slice(0, to), photos.find((photo) => photo.id === id) as ManagedPhoto, ...rest.slice(to)]);
      }}
      onRemove={(id) => {
        props.onRemove(id);
        setPhotos(photos.filter((photo) => photo.id !== id));
      }}
      onDescribe={(id, alt) => {
        props.onDescribe(id, alt);
        setPhotos(photos.map((photo) => (photo.id === id ? { ...photo, alt: alt.trim(), altIsName: false } : photo)));
      }}
    />
  );
}

/** Reordering by keyboard: the second photo moved earlier becomes the cover; its text alternative is written and sent on Enter, keeping the focus, and Escape still reaches the dialog. */
export const Reordering: Story = {
  args: { photos: [plate, glass, third] },
  render: (args) => (
    // The dialog around the manager closes on Escape: the key must reach it from every field.
    <div onKeyDown={(event) => (event.key === 'Escape' ? escapeReachedDialog() : undefined)}>
      <Managed {...args} />
    </div>
  ),
  play: async ({ canvas, args }) => {
    escapeReachedDialog.mockClear();
    const list = () => within(canvas.getByRole('list', { name: 'Fotografiile produsului, prima este coperta' }));
    await expect(canvas.getByRole('button', { name: 'Mută fotografia 1 mai devreme' })).toHaveAttribute('aria-disabled', 'true');
    canvas.getByRole('button', { name: 'Mută fotografia 2 mai devreme' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onMove).toHaveBeenCalledWith(glass.id, 0);
    await expect(
      list()
        .getAllByRole('img')
        .map((image) => image.getAttribute('alt')),
    ).toEqual([glass.alt, plate.alt, third.alt]);
    const field = canvas.getByRole('textbox', { name: 'Text alternativ pentru fotografia 1' });
    await expect(field).toHaveValue('');
    await userEvent.click(field);
    await userEvent.keyboard('Pahar cu picior, plin pe jumătate{Enter}');
    await expect(args.onDescribe).toHaveBeenCalledWith(glass.id, 'Pahar cu picior, plin pe jumătate');
    // Saved, the photo takes its new text, and the field keeps the keyboard's focus.
    await expect(list().getByRole('img', { name: 'Pahar cu picior, plin pe jumătate' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Text alternativ pentru fotografia 1' })).toHaveFocus();
    await expect(canvas.getByRole('textbox', { name: 'Text alternativ pentru fotografia 1' })).toHaveValue('Pahar cu picior, plin pe jumătate');
    await userEvent.keyboard('{Escape}');
    await expect(escapeReachedDialog).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Șterge fotografia 3' }));
    await expect(args.onRemove).toHaveBeenCalledWith(third.id);
    await expect(canvas.getByRole('group', { name: 'Fotografii (2 din 8)' })).toBeInTheDocument();
  },
};

/** Eight photos: no room for another, so the chooser is off. */
export const Full: Story = {
  args: { photos: Array.from({ length: 8 }, (_, index) => ({ ...plate, id: `${index}${plate.id.slice(1)}` })) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Alege fotografii' })).toBeDisabled();
  },
};

/** On a 320 px phone every control stays on screen. */
export const OnPhone: Story = {
  args: {
    photos: [plate, glass],
    uploads: [{ key: 'a', name: 'o-fotografie-cu-un-nume-foarte-lung-de-la-telefon.jpg', preview: platePhoto.renditions[2]!.url, progress: 0.7 }],
  },
  globals: { viewport: { value: 'phone320' } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(320);
  },
};
