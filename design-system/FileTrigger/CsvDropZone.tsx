import { useRef, type KeyboardEvent } from 'react';
import { DropZone, Text, isFileDropItem } from 'react-aria-components';
import { CsvFileTrigger } from './CsvFileTrigger';
import { dropZone } from './CsvDropZone.css';

export interface CsvDropZoneProps {
  /** Called with the dropped or chosen file; the import machine checks that it is a .csv. */
  onSelect: (file: File) => void;
  /** What the zone says: 'Trage fișierul CSV aici'. */
  label?: string;
  /** The button that opens the file chooser instead. Defaults to 'Alege fișierul CSV'. */
  buttonLabel?: string;
}

/**
 * A CSV file dropped from the desktop, pasted, or chosen with the button inside: react-aria's
 * DropZone around the CsvFileTrigger. Any file is taken; systems disagree on a CSV's MIME type,
 * so the import machine judges it by its name. The zone's own (visually hidden) button, which a
 * keyboard reaches first, opens the file chooser on Enter or Space too, instead of doing
 * nothing (decision 018).
 */
export function CsvDropZone({ onSelect, label = 'Trage fișierul CSV aici sau', buttonLabel }: CsvDropZoneProps) {
  const fileInput = useRef<HTMLInputElement>(null);
  const chooseOnEnter = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    const isZoneButton = target.tagName === 'BUTTON' && target.closest('[data-file-trigger]') === null;
    if (isZoneButton && (event.key === 'Enter' || event.key === ' ')) {
      event.preventDefault();
      fileInput.current?.click();
    }
  };
  return (
    <div onKeyDownCapture={chooseOnEnter}>
      <DropZone
        className={dropZone}
        onDrop={async (event) => {
          const item = event.items.find(isFileDropItem);
          if (item) onSelect(await item.getFile());
        }}
      >
        <Text slot="label">{label}</Text>
        <span data-file-trigger>
          <CsvFileTrigger ref={fileInput} onSelect={onSelect} {...(buttonLabel ? { label: buttonLabel } : {})} />
        </span>
      </DropZone>
    </div>
  );
}
