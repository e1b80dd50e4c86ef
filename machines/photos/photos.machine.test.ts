import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, waitFor } from 'xstate';
import { photosMachine, type ChangeInput, type Photo, type PhotoChange, type PhotosEvent, type UploadInput } from './photos.machine';

const photo = (id: string, alt = 'Farfurie întinsă 27 cm'): Photo => ({
  id,
  alt,
  altIsName: alt === 'Farfurie întinsă 27 cm',
  width: 640,
  height: 480,
  renditions: [
    { url: `/svc/product/photos/${id}.avif`, type: 'image/avif', width: 640, height: 480 },
    { url: `/svc/product/photos/${id}.webp`, type: 'image/webp', width: 640, height: 480 },
  ],
});
const problem = (code: string, status: number) => ({ type: 'about:blank', title: code, status, code });
const file = (key: string, size = 1_000) => ({ key, name: `${key}.jpg`, file: new Blob([new Uint8Array(size)]), preview: `blob:${key}` });

/**
 * A server for one product: uploads that report half their bytes, then store (or fail with the
 * next of `uploadFailures`), and changes applied as the product service would (or refused with
 * the next of `changeFailures`).
 */
function serverOf(stored: Photo[], { uploadFailures = [] as unknown[], changeFailures = [] as unknown[] } = {}) {
  const uploaded: string[] = [];
  const changes: PhotoChange[] = [];
  const notified: string[] = [];
  let held = [...stored];
  const actor = createActor(
    photosMachine.provide({
      actors: {
        upload: fromCallback<PhotosEvent, UploadInput>(({ input, sendBack }) => {
          const { key } = input.upload;
          sendBack({ type: 'upload.progress', key, progress: 0.5 });
          const timer = setTimeout(() => {
            const failure = uploadFailures.shift() as { code: 'PHOTO_UNREADABLE' } | undefined;
            if (failure) return sendBack({ type: 'upload.failed', key, failure: failure.code });
            uploaded.push(key);
            const added = photo(`p-${key}`);
            held = [...held, added];
            sendBack({ type: 'upload.stored', key, photo: added });
          }, 1);
          return () => clearTimeout(timer);
        }),
        change: fromPromise<Photo[], ChangeInput>(async ({ input }) => {
          expect(input.photos.map((item) => item.id).sort()).toEqual(held.map((item) => item.id).sort());
          const failure = changeFailures.shift();
          if (failure) throw failure;
          const { change } = input;
          changes.push(change);
          if (change.kind === 'remove') held = held.filter((item) => item.id !== change.id);
          if (change.kind === 'order') held = change.ids.map((id) => held.find((item) => item.id === id) as Photo);
          if (change.kind === 'describe') held = held.map((item) => (item.id === change.id ? photo(item.id, change.alt) : item));
          return [...held];
        }),
      },
      actions: {
        notifyStored: (_, stored) => void notified.push(`stored ${stored.id}`),
        notifyFailed: (_, failure) => void notified.push(`failed ${failure}`),
      },
    }),
    { input: { product: 'produs', photos: stored } },
  ).start();
  const settled = () => waitFor(actor, (snapshot) => snapshot.matches({ uploads: 'idle', changes: 'idle' }));
  const sending = () => actor.getSnapshot().hasTag('sending');
  return { actor, uploaded, changes, notified, settled, sending, held: () => held };
}

const ids = (photos: Photo[]) => photos.map((item) => item.id);

describe('a product’s photos', () => {
  it('uploads the chosen files one at a time, in order, each showing its progress, and adds each as it is stored', async () => {
    const { actor, uploaded, notified, settled } = serverOf([photo('a')]);
    actor.send({ type: 'files.chosen', files: [file('x'), file('y')] });
    const first = actor.getSnapshot();
    expect(first.matches({ uploads: 'uploading' })).toBe(true);
    expect(first.context.uploads.map((upload) => [upload.key, upload.progress])).toEqual([
      ['x', 0.5],
      ['y', 0],
    ]);
    const after = await settled();
    expect(uploaded).toEqual(['x', 'y']);
    expect(ids(after.context.photos)).toEqual(['a', 'p-x', 'p-y']);
    expect(after.context.uploads).toEqual([]);
    expect(notified).toEqual(['stored p-x', 'stored p-y']);
  });

  it('fails at once, without a call, a file over 10 MB and every file past the eighth photo', async () => {
    const stored = ['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((id) => photo(id));
    const { actor, uploaded, settled } = serverOf(stored);
    actor.send({ type: 'files.chosen', files: [file('mare', 10 * 1024 * 1024 + 1), file('opt'), file('noua')] });
    const after = await settled();
    expect(uploaded).toEqual(['opt']);
    expect(after.context.uploads.map((upload) => [upload.key, upload.failure])).toEqual([
      ['mare', 'PHOTO_TOO_LARGE'],
      ['noua', 'PHOTO_LIMIT_REACHED'],
    ]);
    actor.send({ type: 'upload.dismiss', key: 'mare' });
    expect(actor.getSnapshot().context.uploads.map((upload) => upload.key)).toEqual(['noua']);
  });

  it('keeps a refused upload with its reason, tries it again when asked, and goes on with the rest meanwhile', async () => {
    const { actor, uploaded, notified, settled, sending } = serverOf([], { uploadFailures: [problem('PHOTO_UNREADABLE', 400)] });
    actor.send({ type: 'files.chosen', files: [file('stricat'), file('bun')] });
    expect(sending()).toBe(true);
    let after = await settled();
    expect(after.context.uploads.map((upload) => [upload.key, upload.failure])).toEqual([['stricat', 'PHOTO_UNREADABLE']]);
    // A refused upload waits for the seller, not for the server: nothing is on its way.
    expect(sending()).toBe(false);
    expect(uploaded).toEqual(['bun']);
    actor.send({ type: 'upload.retry', key: 'stricat' });
    after = await settled();
    expect(uploaded).toEqual(['bun', 'stricat']);
    expect(after.context.uploads).toEqual([]);
    expect(notified).toEqual(['failed PHOTO_UNREADABLE', 'stored p-bun', 'stored p-stricat']);
  });

  it('shows a move, a new text alternative and a removal at once, and sends them one after another', async () => {
    const { actor, changes, settled, sending, held } = serverOf([photo('a'), photo('b'), photo('c')]);
    actor.send({ type: 'photo.move', id: 'c', to: 0 });
    expect(ids(actor.getSnapshot().context.photos)).toEqual(['c', 'a', 'b']);
    actor.send({ type: 'photo.describe', id: 'a', alt: 'Văzută de sus' });
    actor.send({ type: 'photo.remove', id: 'b' });
    expect(ids(actor.getSnapshot().context.photos)).toEqual(['c', 'a']);
    // Shown, not yet stored: whoever would close the photos must wait.
    expect(sending()).toBe(true);
    const after = await settled();
    expect(sending()).toBe(false);
    expect(changes).toEqual([
      { kind: 'order', ids: ['c', 'a', 'b'] },
      { kind: 'describe', id: 'a', alt: 'Văzută de sus' },
      { kind: 'remove', id: 'b' },
    ]);
    expect(after.context.photos).toEqual(held());
    expect(after.context.photos[1]).toMatchObject({ id: 'a', alt: 'Văzută de sus', altIsName: false });
  });

  it('puts the photos back as the server last had them when it refuses a change, and says why', async () => {
    const { actor, notified, settled } = serverOf([photo('a'), photo('b')], { changeFailures: [problem('USER_IS_NOT_AUTHORIZED', 403)] });
    actor.send({ type: 'photo.move', id: 'b', to: 0 });
    expect(ids(actor.getSnapshot().context.photos)).toEqual(['b', 'a']);
    const after = await settled();
    expect(ids(after.context.photos)).toEqual(['a', 'b']);
    expect(after.context.failure).toBe('USER_IS_NOT_AUTHORIZED');
    expect(notified).toEqual(['failed USER_IS_NOT_AUTHORIZED']);
    actor.send({ type: 'photo.move', id: 'b', to: 0 });
    expect(actor.getSnapshot().context.failure).toBeUndefined();
    expect(ids((await settled()).context.photos)).toEqual(['b', 'a']);
  });

  it('moves a photo no further than the ends', async () => {
    const { actor, settled } = serverOf([photo('a'), photo('b')]);
    actor.send({ type: 'photo.move', id: 'a', to: 5 });
    expect(ids((await settled()).context.photos)).toEqual(['b', 'a']);
    actor.send({ type: 'photo.move', id: 'a', to: -1 });
    expect(ids((await settled()).context.photos)).toEqual(['a', 'b']);
  });
});
