import type { Ref } from 'react';
import { FileTrigger } from 'react-aria-components';
import { Button } from '../Button/Button';

export interface CsvFileTriggerProps {
  /** Called with the chosen file. */
  onSelect: (file: File) => void;
  /** The button's text. Defaults to 'Alege fișierul CSV'. */
  label?: string;
  /** The hidden file input, for a control that opens the same chooser. */
  ref?: Ref<HTMLInputElement>;
}

/** Chooses one `.csv` file, on react-aria's FileTrigger. */
export function CsvFileTrigger({ onSelect, label = 'Alege fișierul CSV', ref }: CsvFileTriggerProps) {
  return (
    <FileTrigger
      ref={ref}
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
