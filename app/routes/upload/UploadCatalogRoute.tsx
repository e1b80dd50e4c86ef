import { useEffect, useMemo, useRef, useState } from 'react';
import { useMachine } from '@xstate/react';
import { Alert, announce, Button, CsvDropZone, EditableGrid, Link, Switch, visuallyHidden, ZoneNav } from '../../../design-system';
import { csvColumns } from '../../../openapi/domain/csv-rules';
import { csvImportMachine, issueSummary } from '../../../machines/csv-import/csv-import.machine';
import { parseFileInWorker } from '../../../machines/csv-import/parse-in-worker';
import { uploadTexts } from './upload-texts';
import { errorMessage } from '../../messages/error-messages';
import { usePageTitle, useServices, useToast } from '../../runtime/AppServicesProvider';
import { importProducts, previewImport, watchImport } from './import-effects';
import { downloadText } from '../../runtime/download-file';
import * as layout from '../../shell/screen.css';
import { rejectedRowsCsv, templateCsv } from './catalog-files';
import { ImportPreview } from './ImportPreview';
import { ImportProgress } from './ImportProgress';
import { zoneNavigation } from '../../shell/navigation';

const t = uploadTexts;

/** CSV import (docs/product.md §2 "/upload/catalog"), wired to the import machine. */
export default function UploadCatalogRoute() {
  usePageTitle(t.title);
  const { clients, config } = useServices();
  const toast = useToast();
  const machine = useMemo(
    () =>
      csvImportMachine.provide({
        actors: {
          parseFile: parseFileInWorker,
          previewImport: previewImport(clients),
          importProducts: importProducts(clients, (outcome) => {
            if ('result' in outcome) toast('success', t.imported(outcome.result));
          }),
          watchImport: watchImport(clients),
        },
      }),
    [clients, toast],
  );
  const [snapshot, send] = useMachine(machine);
  const { rows, issues, headers, unknownHeaders, fileError, wipePreviousData, result, preview, uploadProblem, parseProgress, writeProgress } = snapshot.context;
  const [focusRequest, setFocusRequest] = useState<{ rowId: number; column: string | undefined }>();
  const summary = issueSummary(snapshot.context);
  const busy = snapshot.hasTag('busy');
  const editing = snapshot.matches('editing') || snapshot.matches('previewing');
  const reviewing = snapshot.matches('reviewing') || snapshot.matches('importing');
  const errorsHeading = useRef<HTMLHeadingElement>(null);
  const another = useRef<HTMLButtonElement>(null);
  const canSubmit = snapshot.can({ type: 'submit' });

  // A file just read: its problems' heading takes the focus (the error summary pattern), or the
  // row count is announced; an import just done hands the focus to "import another" (decision 018).
  const stage = snapshot.matches('parsing') ? 'parsing' : snapshot.matches('importing') ? 'importing' : snapshot.matches('imported') ? 'imported' : 'other';
  const previousStage = useRef(stage);
  useEffect(() => {
    const before = previousStage.current;
    previousStage.current = stage;
    if (before === 'parsing' && editing) {
      if (errorsHeading.current) errorsHeading.current.focus();
      else announce(t.rows(rows.length));
    }
    if (before === 'importing' && stage === 'imported') another.current?.focus();
  }, [stage, editing, rows.length]);

  return (
    <div className={layout.stack}>
      <ZoneNav {...zoneNavigation.seller} currentPath="/upload/catalog" />
      <h1 className={layout.heading}>{t.title}</h1>
      <p className={layout.muted}>{t.lead(csvColumns)}</p>
      <div className={layout.toolbar}>
        <Button variant="secondary" onPress={() => downloadText('model-catalog.csv', templateCsv())}>
          {t.template}
        </Button>
        {/* The server writes the file as it reads the catalogue (issue #48): the browser saves it, however large. */}
        <Link href={`${config.services.product}/product/export`} download>
          {t.exportCatalogue}
        </Link>
      </div>
      <CsvDropZone label={t.drop} buttonLabel={t.choose} onSelect={(file) => send({ type: 'file.chosen', file })} />
      {fileError ? <Alert>{t[fileError]}</Alert> : null}
      {snapshot.matches('parsing') ? <ImportProgress step="parsing" progress={parseProgress} /> : null}
      {snapshot.matches('imported') && result ? (
        <>
          <Alert tone="success">{t.imported(result)}</Alert>
          <Button ref={another} variant="secondary" onPress={() => send({ type: 'reset' })}>
            {t.another}
          </Button>
        </>
      ) : null}
      {editing || reviewing ? (
        <>
          <p>{t.rows(rows.length)}</p>
          {unknownHeaders.length > 0 ? <Alert tone="info">{t.unknownHeaders(unknownHeaders.join(', '))}</Alert> : null}
          {snapshot.context.uploadFailed ? (
            <Alert>
              {t.failed} {uploadProblem ? errorMessage(uploadProblem.code, uploadProblem.params) : ''}
            </Alert>
          ) : null}
        </>
      ) : null}
      {editing ? (
        <>
          {summary.length > 0 ? (
            <section aria-labelledby="import-errors" className={layout.stack}>
              <h2 id="import-errors" ref={errorsHeading} tabIndex={-1}>
                {t.errorsTitle(summary.length)}
              </h2>
              <ul>
                {summary.slice(0, 100).map((entry) => (
                  <li key={entry.rowId}>
                    {t.errorLine(entry.position, entry.name)}:{' '}
                    {entry.issues.map((issue) => `${issue.column ? `${issue.column}: ` : ''}${issue.message}`).join(' ')}{' '}
                    <Button variant="quiet" onPress={() => setFocusRequest({ rowId: entry.rowId, column: entry.issues[0]?.column })}>
                      {t.goToCell}
                      <span className={visuallyHidden}> {t.errorLine(entry.position, entry.name)}</span>
                    </Button>
                  </li>
                ))}
              </ul>
              <Button variant="secondary" onPress={() => downloadText('randuri-cu-erori.csv', rejectedRowsCsv(headers, rows, issues))}>
                {t.downloadRejected}
              </Button>
            </section>
          ) : null}
          <EditableGrid
            label={t.title}
            columns={headers.filter((header) => !unknownHeaders.includes(header))}
            ignoredColumns={unknownHeaders}
            ignoredLabel={t.ignored}
            rows={rows}
            issues={issues}
            focusRequest={focusRequest}
            onCellChange={(rowId, column, value) => send({ type: 'cell.edited', rowId, column, value })}
            onDeleteRow={(rowId) => send({ type: 'row.deleted', rowId })}
            deleteLabel={t.deleteRow}
            rowNumberLabel={t.rowNumber}
            deletedLabel={t.rowDeleted}
            actionsLabel={t.actions}
          />
        </>
      ) : null}
      {reviewing && preview ? <ImportPreview preview={preview} wipePreviousData={wipePreviousData} /> : null}
      {editing || reviewing ? (
        <>
          <Switch label={t.wipe} isSelected={wipePreviousData} isDisabled={busy} onChange={(value) => send({ type: 'wipe.toggled', value })} />
          <p className={layout.muted}>{t.wipeHint}</p>
          {snapshot.matches('previewing') ? <ImportProgress step="previewing" /> : null}
          {snapshot.matches('importing') ? <ImportProgress step="importing" progress={writeProgress} /> : null}
          <div className={layout.toolbar}>
            {editing ? (
              <>
                <Button
                  isDisabled={busy || !canSubmit}
                  isFocusableWhenDisabled
                  aria-describedby={summary.length > 0 ? 'import-blocked' : undefined}
                  isPending={snapshot.matches('previewing')}
                  onPress={() => send({ type: 'submit' })}
                >
                  {t.submit}
                </Button>
                {summary.length > 0 ? (
                  <p id="import-blocked" className={layout.muted}>
                    {t.fixFirst}
                  </p>
                ) : null}
              </>
            ) : (
              <>
                <Button isDisabled={busy} isPending={snapshot.matches('importing')} onPress={() => send({ type: 'confirm' })}>
                  {t.confirm}
                </Button>
                <Button variant="secondary" isDisabled={busy} onPress={() => send({ type: 'back' })}>
                  {t.back}
                </Button>
              </>
            )}
          </div>
        </>
      ) : null}
    </div>
  );
}
