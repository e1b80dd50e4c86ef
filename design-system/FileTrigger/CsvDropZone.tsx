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
 * A CSV file dropped from the desktop, or chosen with the button inside (the keyboard and
 * screen-reader path): react-aria's DropZone around the CsvFileTrigger. Any file is taken;
 * systems disagree on a CSV's MIME type, so the import machine judges it by its name.
 */
export function CsvDropZone({ onSelect, label = 'Trage fișierul CSV aici sau', buttonLabel }: CsvDropZoneProps) {
  return (
    <DropZone
      className={dropZone}
      onDrop={async (event) => {
        const item = event.items.find(isFileDropItem);
        if (item) onSelect(await item.getFile());
      }}
    >
      <Text slot="label">{label}</Text>
      <CsvFileTrigger onSelect={onSelect} {...(buttonLabel ? { label: buttonLabel } : {})} />
    </DropZone>
  );
}
