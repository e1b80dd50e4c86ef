import { FileTrigger } from 'react-aria-components';
import { Button } from '../Button/Button';

export interface CsvFileTriggerProps {
  /** Called with the chosen file. */
  onSelect: (file: File) => void;
  /** The button's text. Defaults to 'Alege fișierul CSV'. */
  label?: string;
}

/** Chooses one `.csv` file, on react-aria's FileTrigger. */
export function CsvFileTrigger({ onSelect, label = 'Alege fișierul CSV' }: CsvFileTriggerProps) {
  return (
    <FileTrigger
      acceptedFileTypes={['.csv', 'text/csv']}
      onSelect={(files) => {
        const file = files?.[0];
        if (file) onSelect(file);
      }}
    >
      <Button variant="secondary">{label}</Button>
    </FileTrigger>
  );
}
