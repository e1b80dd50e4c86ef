import { assign, fromCallback, fromPromise, setup } from 'xstate';
import { isProblem, type ErrorCode } from '../../openapi/clients/problem';
import { maxPhotoBytes, maxPhotosPerProduct as maxPhotos } from '../../openapi/domain/photo-rules';
import type { components } from '../../openapi/generated/product';

export type Photo = components['schemas']['Photo'];
export type PhotoFailure = ErrorCode | 'NETWORK';

/** A file on its way: its preview (an object URL the caller made), how far it has got, and why it failed, if it did. */
export interface PhotoUpload {
  key: string;
  name: string;
  file: Blob;
  preview: string;
  /** 0 to 1. */
  progress: number;
  failure: PhotoFailure | undefined;
}

/** A change to the stored photos: they are shown changed at once and put back if the server refuses. */
export type PhotoChange = { kind: 'order'; ids: string[] } | { kind: 'describe'; id: string; alt: string } | { kind: 'remove'; id: string };

export interface PhotosContext {
  product: string;
  photos: Photo[];
  uploads: PhotoUpload[];
  /** The photos as the server last confirmed them, to put back after a refused change. */
  confirmed: Photo[];
  changes: PhotoChange[];
  failure: PhotoFailure | undefined;
}

export type PhotosEvent =
  | { type: 'files.chosen'; files: { key: string; name: string; file: Blob; preview: string }[] }
  | { type: 'upload.progress'; key: string; progress: number }
  | { type: 'upload.stored'; key: string; photo: Photo }
  | { type: 'upload.failed'; key: string; failure: PhotoFailure }
  | { type: 'upload.retry'; key: string }
  | { type: 'upload.dismiss'; key: string }
  | { type: 'photo.move'; id: string; to: number }
  | { type: 'photo.describe'; id: string; alt: string }
  | { type: 'photo.remove'; id: string }
  | { type: 'failure.dismiss' };

export interface ChangeInput {
  product: string;
  change: PhotoChange;
  /** The photos as the server last confirmed them. */
  photos: Photo[];
}

export interface UploadInput {
  product: string;
  upload: PhotoUpload;
}

const reasonOf = (error: unknown): PhotoFailure => (isProblem(error) ? error.code : 'NETWORK');
const waiting = (upload: PhotoUpload) => upload.failure === undefined;
const moved = (photos: Photo[], id: string, to: number): Photo[] => {
  const from = photos.findIndex((photo) => photo.id === id);
  if (from < 0) return photos;
  const rest = photos.filter((photo) => photo.id !== id);
  const target = Math.max(0, Math.min(to, rest.length));
  return [...rest.slice(0, target), photos[from] as Photo, ...rest.slice(target)];
};
const applied = (photos: Photo[], change: PhotoChange): Photo[] => {
  if (change.kind === 'remove') return photos.filter((photo) => photo.id !== change.id);
  if (change.kind === 'order') return change.ids.flatMap((id) => photos.filter((photo) => photo.id === id));
  return photos.map((photo) => (photo.id === change.id ? { ...photo, alt: change.alt.trim() || photo.alt, altIsName: change.alt.trim() === '' } : photo));
};

/**
 * A product's photos in its dialog (issue #29, decision 034). Two regions side by side:
 * uploads go one at a time, in the order chosen, each reporting its progress, a failed one
 * waiting with its reason to be tried again or dismissed; changes to the stored photos (an
 * order, a text alternative, a removal) show at once and go to the server one after another,
 * the last confirmed photos put back, with the reason, when one is refused. Files beyond the
 * 8 a product holds, or over 10 MB, fail at once without a call. While an upload or a change
 * is on its way the snapshot has the tag `sending`: stopping the machine then would drop it.
 */
export const photosMachine = setup({
  types: {
    context: {} as PhotosContext,
    events: {} as PhotosEvent,
    input: {} as { product: string; photos: Photo[] },
  },
  actors: {
    upload: fromCallback<PhotosEvent, UploadInput>(() => undefined),
    change: fromPromise<Photo[], ChangeInput>(async () => []),
  },
  actions: {
    change: assign(({ context }, change: PhotoChange) => ({
      changes: [...context.changes, change],
      photos: applied(context.photos, change),
      failure: undefined,
    })),
    notifyStored: (_, _photo: Photo) => undefined,
    notifyFailed: (_, _failure: PhotoFailure) => undefined,
  },
}).createMachine({
  id: 'photos',
  context: ({ input }) => ({ product: input.product, photos: input.photos, confirmed: input.photos, uploads: [], changes: [], failure: undefined }),
  type: 'parallel',
  on: {
    'files.chosen': {
      actions: assign({
        uploads: ({ context, event }) => {
          let room = maxPhotos - context.photos.length - context.uploads.filter(waiting).length;
          return [
            ...context.uploads,
            ...event.files.map((file) => {
              const failure: PhotoFailure | undefined = file.file.size > maxPhotoBytes ? 'PHOTO_TOO_LARGE' : room <= 0 ? 'PHOTO_LIMIT_REACHED' : undefined;
              if (!failure) room -= 1;
              return { ...file, progress: 0, failure };
            }),
          ];
        },
      }),
    },
    'upload.dismiss': { actions: assign({ uploads: ({ context, event }) => context.uploads.filter((upload) => upload.key !== event.key || waiting(upload)) }) },
    'upload.retry': {
      actions: assign({
        uploads: ({ context, event }) =>
          context.uploads.map((upload) =>
            upload.key === event.key && context.photos.length + context.uploads.filter(waiting).length < maxPhotos
              ? { ...upload, progress: 0, failure: undefined }
              : upload,
          ),
      }),
    },
    'photo.move': {
      actions: { type: 'change', params: ({ context, event }) => ({ kind: 'order', ids: moved(context.photos, event.id, event.to).map((photo) => photo.id) }) },
    },
    'photo.describe': { actions: { type: 'change', params: ({ event }) => ({ kind: 'describe', id: event.id, alt: event.alt }) } },
    'photo.remove': { actions: { type: 'change', params: ({ event }) => ({ kind: 'remove', id: event.id }) } },
    'failure.dismiss': { actions: assign({ failure: undefined }) },
  },
  states: {
    uploads: {
      initial: 'idle',
      states: {
        idle: { always: { guard: ({ context }) => context.uploads.some(waiting), target: 'uploading' } },
        uploading: {
          tags: ['sending'],
          invoke: {
            src: 'upload',
            input: ({ context }) => ({ product: context.product, upload: context.uploads.find(waiting) as PhotoUpload }),
          },
          on: {
            'upload.progress': {
              actions: assign({
                uploads: ({ context, event }) => context.uploads.map((upload) => (upload.key === event.key ? { ...upload, progress: event.progress } : upload)),
              }),
            },
            'upload.stored': {
              target: 'idle',
              reenter: true,
              actions: [
                assign({
                  uploads: ({ context, event }) => context.uploads.filter((upload) => upload.key !== event.key),
                  photos: ({ context, event }) => [...context.photos, event.photo],
                  confirmed: ({ context, event }) => [...context.confirmed, event.photo],
                }),
                { type: 'notifyStored', params: ({ event }) => event.photo },
              ],
            },
            'upload.failed': {
              target: 'idle',
              reenter: true,
              actions: [
                assign({
                  uploads: ({ context, event }) => context.uploads.map((upload) => (upload.key === event.key ? { ...upload, failure: event.failure } : upload)),
                }),
                { type: 'notifyFailed', params: ({ event }) => event.failure },
              ],
            },
          },
        },
      },
    },
    changes: {
      initial: 'idle',
      states: {
        idle: { always: { guard: ({ context }) => context.changes.length > 0, target: 'saving' } },
        saving: {
          tags: ['sending'],
          invoke: {
            src: 'change',
            input: ({ context }) => ({ product: context.product, change: context.changes[0] as PhotoChange, photos: context.confirmed }),
            onDone: {
              target: 'idle',
              actions: assign({
                confirmed: ({ event }) => event.output,
                changes: ({ context }) => context.changes.slice(1),
                photos: ({ context, event }) => context.changes.slice(1).reduce(applied, event.output),
              }),
            },
            onError: {
              target: 'idle',
              actions: [
                assign({ failure: ({ event }) => reasonOf(event.error), changes: [], photos: ({ context }) => context.confirmed }),
                { type: 'notifyFailed', params: ({ event }) => reasonOf(event.error) },
              ],
            },
          },
        },
      },
    },
  },
});
