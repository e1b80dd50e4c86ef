import { useEffect, useRef } from 'react';
import { Alert, Disclosure } from '../../../design-system';
import { csvColumnOfField } from '../../../openapi/domain/csv-rules';
import type { BulkImportPreview } from '../../../machines/csv-import/csv-import.machine';
import { uploadTexts } from './upload-texts';
import * as layout from '../../shell/screen.css';

const t = uploadTexts;
const number = new Intl.NumberFormat('ro-RO');

type PreviewRows = BulkImportPreview['created'];

function RowList({ group }: { group: PreviewRows }) {
  return (
    <>
      <ul>
        {group.rows.map((row) => (
          <li key={row.index}>
            {t.previewRow(row.index, row.name)}
            {row.fields ? ` — ${t.changedFields(row.fields.map((field) => csvColumnOfField[field]).join(', '))}` : null}
          </li>
        ))}
      </ul>
      {group.count > group.rows.length ? <p className={layout.muted}>{t.firstListed(group.rows.length)}</p> : null}
    </>
  );
}

export interface ImportPreviewProps {
  preview: BulkImportPreview;
  /** Whether the import will delete the products no row names. */
  wipePreviousData: boolean;
}

/**
 * How a file changes the seller's catalogue before anything is written: new, changed (with
 * the columns that change) and unchanged rows, and the products a wipe removes, each group
 * counted and opened on demand.
 */
export function ImportPreview({ preview, wipePreviousData }: ImportPreviewProps) {
  const { created, changed, unchanged, removedIfWiped } = preview;
  const removes = wipePreviousData && removedIfWiped.count > 0;
  const heading = useRef<HTMLHeadingElement>(null);
  // The preview replaces the rows: focus moves to its heading, so keyboard and screen reader users start there.
  useEffect(() => heading.current?.focus(), []);
  return (
    <section aria-labelledby="import-preview" className={layout.stack}>
      <h2 id="import-preview" ref={heading} tabIndex={-1} className={layout.subheading}>
        {t.previewTitle}
      </h2>
      <p className={layout.muted}>{t.previewLead}</p>
      {created.count === 0 && changed.count === 0 && !removes ? <Alert tone="info">{t.nothingChanges}</Alert> : null}
      {created.count > 0 ? (
        <Disclosure title={t.created} count={number.format(created.count)}>
          <RowList group={created} />
        </Disclosure>
      ) : null}
      {changed.count > 0 ? (
        <Disclosure title={t.changed} count={number.format(changed.count)}>
          <RowList group={changed} />
        </Disclosure>
      ) : null}
      {unchanged.count > 0 ? (
        <Disclosure title={t.unchanged} count={number.format(unchanged.count)}>
          <RowList group={unchanged} />
        </Disclosure>
      ) : null}
      {removes ? (
        <Disclosure title={t.removed} count={number.format(removedIfWiped.count)}>
          <ul>
            {removedIfWiped.products.map((product) => (
              <li key={product.uuid}>{product.name}</li>
            ))}
          </ul>
          {removedIfWiped.count > removedIfWiped.products.length ? <p className={layout.muted}>{t.firstListed(removedIfWiped.products.length)}</p> : null}
        </Disclosure>
      ) : null}
      {!wipePreviousData && removedIfWiped.count > 0 ? <p className={layout.muted}>{t.keptAside(removedIfWiped.count)}</p> : null}
    </section>
  );
}
