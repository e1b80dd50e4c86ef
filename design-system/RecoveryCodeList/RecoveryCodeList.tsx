import { Button } from '../Button/Button';
import { actions, codes as codeList } from './RecoveryCodeList.css';

export interface RecoveryCodeListProps {
  codes: readonly string[];
  /** The list's accessible name: 'Codurile de recuperare'. */
  label: string;
  /** The download button's text: 'Descarcă codurile'. */
  downloadLabel: string;
  /** The text file's name, with its extension. */
  fileName: string;
  /** The first line of the downloaded file, saying what the codes are for. */
  fileHeading: string;
}

/**
 * Recovery codes, shown once: a numbered list a screen reader reads code by code, and a
 * download as a plain text file (the user keeps it, not the site).
 */
export function RecoveryCodeList({ codes, label, downloadLabel, fileName, fileHeading }: RecoveryCodeListProps) {
  const download = () => {
    const url = URL.createObjectURL(new Blob([[fileHeading, '', ...codes, ''].join('\n')], { type: 'text/plain;charset=utf-8' }));
    const anchor = document.createElement('a');
    anchor.href = url;
    anchor.download = fileName;
    anchor.click();
    URL.revokeObjectURL(url);
  };
  return (
    <>
      <ol aria-label={label} className={codeList}>
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <div className={actions}>
        <Button variant="secondary" onPress={download}>
          {downloadLabel}
        </Button>
      </div>
    </>
  );
}
