import { useEffect, useRef } from 'react';
import { useMachine } from '@xstate/react';
import { announce, PhotoManager } from '../../../design-system';
import { maxPhotosPerProduct } from '../../../openapi/domain/photo-rules';
import { photosMachine, type Photo } from '../../../machines/photos/photos.machine';
import { errorMessage } from '../../messages/error-messages';
import { useServices } from '../../runtime/AppServicesProvider';
import { changePhotos, uploadPhoto } from './photo-effects';

export interface ProductPhotosProps {
  product: string;
  photos: Photo[];
  /** Called once a photo is stored or changed, so the list shows the new cover when the dialog closes. */
  onChanged: () => void;
  /**
   * Told whether an upload or a change is still on its way, and whether one was refused: closing
   * the photos while one is on its way would drop it, so the dialog waits for them (its close).
   */
  onProgress: (progress: { sending: boolean; refused: boolean }) => void;
}

/** The product dialog's photos (issue #29): the photos machine, its effects, and the manager that shows it. */
export function ProductPhotos({ product, photos, onChanged, onProgress }: ProductPhotosProps) {
  const { clients, config } = useServices();
  const previews = useRef<string[]>([]);
  const [snapshot, send] = useMachine(
    photosMachine.provide({
      actors: { upload: uploadPhoto(clients, config.services.product), change: changePhotos(clients) },
      actions: {
        notifyStored: () => {
          announce('Fotografia a fost adăugată.');
          onChanged();
        },
        notifyFailed: (_, failure) => announce(errorMessage(failure)),
      },
    }),
    { input: { product, photos } },
  );
  useEffect(() => () => previews.current.forEach((url) => URL.revokeObjectURL(url)), []);
  const { context } = snapshot;
  const sending = snapshot.hasTag('sending');
  const refused = context.failure !== undefined || context.uploads.some((upload) => upload.failure !== undefined);
  useEffect(() => onProgress({ sending, refused }), [onProgress, sending, refused]);
  return (
    <PhotoManager
      photos={context.photos}
      uploads={context.uploads.map(({ key, name, preview, progress, failure }) => ({
        key,
        name,
        preview,
        progress,
        failure: failure && errorMessage(failure),
      }))}
      maxPhotos={maxPhotosPerProduct}
      failure={context.failure && errorMessage(context.failure)}
      onFilesChosen={(files) =>
        send({
          type: 'files.chosen',
          files: files.map((file) => {
            const preview = URL.createObjectURL(file);
            previews.current.push(preview);
            return { key: preview, name: file.name, file, preview };
          }),
        })
      }
      onMove={(id, to) => {
        send({ type: 'photo.move', id, to });
        onChanged();
      }}
      onDescribe={(id, alt) => {
        send({ type: 'photo.describe', id, alt });
        onChanged();
      }}
      onRemove={(id) => {
        send({ type: 'photo.remove', id });
        onChanged();
      }}
      onRetry={(key) => send({ type: 'upload.retry', key })}
      onDismiss={(key) => send({ type: 'upload.dismiss', key })}
    />
  );
}
