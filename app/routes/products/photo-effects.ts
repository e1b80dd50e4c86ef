import { fromCallback, fromPromise } from 'xstate';
import type { ApiClients } from '../../../openapi';
import { isProblem } from '../../../openapi/clients/problem';
import { photoImageTypes } from '../../../openapi/domain/photo-rules';
import type { ChangeInput, Photo, PhotoFailure, PhotosEvent, UploadInput } from '../../../machines/photos/photos.machine';
import { unwrap } from '../../runtime/unwrap';

/** One upload over XMLHttpRequest, the only browser API that reports an upload's progress; it answers the status and the body. */
function sendPhoto(url: string, file: Blob, onProgress: (share: number) => void, signal: AbortSignal): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', url);
    request.withCredentials = true;
    request.responseType = 'json';
    // The server judges the bytes; a type the browser could not name goes as plain bytes.
    request.setRequestHeader('Content-Type', photoImageTypes.includes(file.type) ? file.type : 'application/octet-stream');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => resolve({ status: request.status, body: request.response as unknown });
    request.onerror = () => reject(new TypeError('network'));
    signal.addEventListener('abort', () => request.abort());
    request.send(file);
  });
}

/**
 * Uploads one photo (POST /product/{uuid}/photos, decision 034), reporting its progress. A 401
 * renews the session once, as every other call does (the clients' refresh), and sends again.
 */
export const uploadPhoto = (clients: ApiClients, productService: string) =>
  fromCallback<PhotosEvent, UploadInput>(({ input, sendBack }) => {
    const { key, file } = input.upload;
    const url = `${productService}/product/${encodeURIComponent(input.product)}/photos`;
    const aborted = new AbortController();
    const progress = (share: number) => sendBack({ type: 'upload.progress', key, progress: share });
    const failed = (failure: PhotoFailure) => sendBack({ type: 'upload.failed', key, failure });
    (async () => {
      let answer = await sendPhoto(url, file, progress, aborted.signal);
      if (answer.status === 401 && (await clients.auth.POST('/api/auth/refresh')).response.ok) {
        answer = await sendPhoto(url, file, progress, aborted.signal);
      }
      if (answer.status === 201) sendBack({ type: 'upload.stored', key, photo: answer.body as Photo });
      else failed(isProblem(answer.body) ? answer.body.code : 'NETWORK');
    })().catch(() => {
      if (!aborted.signal.aborted) failed('NETWORK');
    });
    return () => aborted.abort();
  });

/** One change to the stored photos, answering them as the server now has them. */
export const changePhotos = (clients: ApiClients) =>
  fromPromise<Photo[], ChangeInput>(async ({ input: { product, change, photos } }) => {
    const path = { uuid: product };
    if (change.kind === 'order') {
      return (await unwrap(clients.product.PUT('/product/{uuid}/photos/order', { params: { path }, body: { photos: change.ids } }))).photos;
    }
    if (change.kind === 'describe') {
      const described = await unwrap(
        clients.product.PATCH('/product/{uuid}/photos/{photoId}', { params: { path: { ...path, photoId: change.id } }, body: { alt: change.alt } }),
      );
      return photos.map((photo) => (photo.id === described.id ? described : photo));
    }
    await unwrap(clients.product.DELETE('/product/{uuid}/photos/{photoId}', { params: { path: { ...path, photoId: change.id } } }));
    return photos.filter((photo) => photo.id !== change.id);
  });
