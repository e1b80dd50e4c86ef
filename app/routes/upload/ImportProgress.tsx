import { ProgressBar } from '../../../design-system';
import type { ParseProgress, WriteProgress } from '../../../machines/csv-import/csv-import.machine';
import { uploadTexts } from './upload-texts';

const t = uploadTexts;

export type ImportStep =
  { step: 'parsing'; progress: ParseProgress | undefined } | { step: 'previewing' } | { step: 'importing'; progress: WriteProgress | undefined };

/**
 * Where a long import stands, always moving: the file read (its share, with the rows counted
 * so far), the rows checked, the comparison with the catalogue and the sending (of unknown
 * length), then the rows the server has written.
 */
export function ImportProgress(props: ImportStep) {
  if (props.step === 'previewing') return <ProgressBar label={t.previewing} isIndeterminate />;
  if (props.step === 'importing') {
    const { progress } = props;
    if (!progress) return <ProgressBar label={t.sending} isIndeterminate />;
    return (
      <ProgressBar label={t.writing} value={progress.written} maxValue={Math.max(progress.total, 1)} valueLabel={t.ofTotal(progress.written, progress.total)} />
    );
  }
  const { progress } = props;
  if (progress?.phase === 'checking') {
    return (
      <ProgressBar label={t.checking} value={progress.done} maxValue={Math.max(progress.total, 1)} valueLabel={t.ofTotal(progress.done, progress.total)} />
    );
  }
  return (
    <ProgressBar label={t.reading} value={progress?.done ?? 0} maxValue={Math.max(progress?.total ?? 1, 1)} valueLabel={t.rowsRead(progress?.rows ?? 0)} />
  );
}
