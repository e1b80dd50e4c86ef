import { useState } from 'react';
import { DropZone, FileTrigger, Text, isFileDropItem } from 'react-aria-components';
import { Alert } from '../Alert/Alert';
import { Badge } from '../Badge/Badge';
import { Button } from '../Button/Button';
import { ProductPhoto } from '../ProductPhoto/ProductPhoto';
import type { PhotoData } from '../ProductPhoto/photo-data';
import { ProgressBar } from '../ProgressBar/ProgressBar';
import { DraggablePhoto } from './DraggablePhoto';
import { TextField } from '../TextField/TextField';
import * as styles from './PhotoManager.css';

/** A stored photo as the manager shows it: whether its text alternative is still the product's name. */
export type ManagedPhoto = PhotoData & { altIsName: boolean };

/** A file on its way, or refused: its preview (an object URL), how far it has got (0 to 1), and the reason it failed, in Romanian. */
export interface PhotoUploadView {
  key: string;
  name: string;
  preview: string;
  progress: number;
  failure?: string | undefined;
}

export interface PhotoManagerProps {
  /** The stored photos, the cover first. */
  photos: readonly ManagedPhoto[];
  /** The files uploading or refused. */
  uploads: readonly PhotoUploadView[];
  /** How many photos a product holds: 8. */
  maxPhotos: number;
  /** Why the last change was refused, in Romanian. */
  failure?: string | undefined;
  onFilesChosen: (files: File[]) => void;
  onMove: (id: string, to: number) => void;
  onDescribe: (id: string, alt: string) => void;
  onRemove: (id: string) => void;
  onRetry: (key: string) => void;
  onDismiss: (key: string) => void;
}

const accepted = ['image/jpeg', 'image/png', 'image/webp'];

/**
 * A photo's text alternative, sent when the field is left or Enter is pressed, if it changed.
 * When the stored text changes (the save came back), the field takes it in place rather than
 * being drawn anew, so the keyboard's focus stays in it and Escape still reaches the dialog.
 */
function AltField({ photo, index, onDescribe }: { photo: ManagedPhoto; index: number; onDescribe: PhotoManagerProps['onDescribe'] }) {
  const stored = photo.altIsName ? '' : photo.alt;
  const [value, setValue] = useState(stored);
  const [shownStored, setShownStored] = useState(stored);
  if (shownStored !== stored) {
    setShownStored(stored);
    setValue(stored);
  }
  const commit = () => {
    if (value.trim() !== stored) onDescribe(photo.id, value);
  };
  return (
    <TextField
      label={`Text alternativ pentru fotografia ${index + 1}`}
      description={photo.altIsName ? `Gol: se citește numele produsului, „${photo.alt}”.` : 'Gol: se citește numele produsului.'}
      value={value}
      maxLength={300}
      onChange={setValue}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          commit();
        } else {
          // react-aria stops a handled key by default: Escape must still reach the dialog to close it.
          event.continuePropagation();
        }
      }}
    />
  );
}

/**
 * A product's photos in its dialog (issue #29): choose or drop JPEG, PNG or WebP files, see
 * each upload's preview and progress, then, for each stored photo, its text alternative, and
 * buttons to move it earlier or later (the first is the cover) and to remove it. A pointer
 * also drags a photo's thumbnail onto another row to move it there. Every control is a
 * button or a field, so keyboard and screen reader users reorder with the same buttons, and
 * each button names the photo it acts on.
 */
export function PhotoManager({ photos, uploads, maxPhotos, failure, onFilesChosen, onMove, onDescribe, onRemove, onRetry, onDismiss }: PhotoManagerProps) {
  const room = maxPhotos - photos.length - uploads.filter((upload) => !upload.failure).length;
  const choose = (files: FileList | null) => {
    if (files && files.length > 0) onFilesChosen([...files]);
  };
  return (
    <fieldset className={styles.manager}>
      <legend className={styles.legend}>
        Fotografii ({photos.length} din {maxPhotos})
      </legend>
      {failure ? <Alert tone="danger">{failure}</Alert> : null}
      <DropZone
        className={styles.dropZone}
        getDropOperation={(types) => (accepted.some((type) => types.has(type)) ? 'copy' : 'cancel')}
        onDrop={async (event) => onFilesChosen(await Promise.all(event.items.filter(isFileDropItem).map((item) => item.getFile())))}
      >
        <Text slot="label">Trage fotografiile aici (JPEG, PNG sau WebP, până la 10 MB fiecare) sau</Text>
        <FileTrigger acceptedFileTypes={accepted} allowsMultiple onSelect={choose}>
          <Button variant="secondary" isDisabled={room <= 0}>
            Alege fotografii
          </Button>
        </FileTrigger>
      </DropZone>
      {uploads.length > 0 ? (
        <ul className={styles.list} aria-label="Fotografii în curs de încărcare">
          {uploads.map((upload) => (
            <li key={upload.key} className={styles.item}>
              <img className={styles.preview} src={upload.preview} alt="" />
              <div className={styles.details}>
                <p className={styles.name}>{upload.name}</p>
                {upload.failure ? (
                  <>
                    <Alert tone="danger">{upload.failure}</Alert>
                    <div className={styles.buttons}>
                      <Button variant="secondary" aria-label={`Încearcă din nou ${upload.name}`} onPress={() => onRetry(upload.key)}>
                        Încearcă din nou
                      </Button>
                      <Button variant="secondary" aria-label={`Renunță la ${upload.name}`} onPress={() => onDismiss(upload.key)}>
                        Renunță
                      </Button>
                    </div>
                  </>
                ) : (
                  <ProgressBar label={`Se încarcă ${upload.name}`} value={Math.round(upload.progress * 100)} />
                )}
              </div>
            </li>
          ))}
        </ul>
      ) : null}
      {photos.length > 0 ? (
        <ol className={styles.list} aria-label="Fotografiile produsului, prima este coperta">
          {photos.map((photo, index) => (
            <DraggablePhoto key={photo.id} id={photo.id} index={index} onMove={onMove} thumbnail={<ProductPhoto photo={photo} sizes="5rem" />}>
              <div className={styles.details}>
                {index === 0 ? (
                  <div>
                    <Badge tone="brand">Copertă</Badge>
                  </div>
                ) : null}
                <AltField photo={photo} index={index} onDescribe={onDescribe} />
                <div className={styles.buttons}>
                  <Button
                    variant="secondary"
                    aria-label={`Mută fotografia ${index + 1} mai devreme`}
                    isDisabled={index === 0}
                    isFocusableWhenDisabled
                    onPress={() => onMove(photo.id, index - 1)}
                  >
                    Mai devreme
                  </Button>
                  <Button
                    variant="secondary"
                    aria-label={`Mută fotografia ${index + 1} mai târziu`}
                    isDisabled={index === photos.length - 1}
                    isFocusableWhenDisabled
                    onPress={() => onMove(photo.id, index + 1)}
                  >
                    Mai târziu
                  </Button>
                  <Button variant="danger" aria-label={`Șterge fotografia ${index + 1}`} onPress={() => onRemove(photo.id)}>
                    Șterge
                  </Button>
                </div>
              </div>
            </DraggablePhoto>
          ))}
        </ol>
      ) : null}
    </fieldset>
  );
}
