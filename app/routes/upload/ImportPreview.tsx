import { useEffect, useRef, type ReactNode } from 'react';
import { Alert, Disclosure, ProductPhoto, type PhotoData } from '../../../design-system';
import { csvColumnOfField } from '../../../openapi/domain/csv-rules';
import type { BulkImportPreview } from '../../../machines/csv-import/csv-import.machine';
import { uploadTexts } from './upload-texts';
import * as layout from '../../shell/screen.css';
import * as styles from './ImportPreview.css';

const t = uploadTexts;
const number = new Intl.NumberFormat('ro-RO');

type PreviewRows = BulkImportPreview['created'];

/**
 * An entry of a group whose products exist: the product's cover (or the neutral placeholder),
 * small and silent, since the name beside it says what it shows, then the text.
 */
function MatchedEntry({ cover, children }: { cover: PhotoData | undefined; children: ReactNode }) {
  return (
    <li className={styles.photoEntry}>
      <span className={styles.thumbnail}>
        <ProductPhoto photo={cover} sizes="56px" decorative />
      </span>
      <span>{children}</span>
    </li>
  );
}

/** A group of the file's rows; `matched` for rows that name an existing product, shown with its cover. */
function RowList({ group, matched = false }: { group: PreviewRows; matched?: boolean }) {
  const text = (row: PreviewRows['rows'][number]) =>
    `${t.previewRow(row.index, row.name)}${row.fields ? ` — ${t.changedFields(row.fields.map((field) => csvColumnOfField[field]).join(', '))}` : ''}`;
  return (
    <>
      <ul className={matched ? styles.photoList : undefined}>
        {group.rows.map((row) =>
          matched ? (
            <MatchedEntry key={row.index} cover={row.cover}>
              {text(row)}
            </MatchedEntry>
          ) : (
            <li key={row.index}>{text(row)}</li>
          ),
        )}
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
 * counted and opened on demand; an existing product shows its cover.
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
          <RowList group={changed} matched />
        </Disclosure>
      ) : null}
      {unchanged.count > 0 ? (
        <Disclosure title={t.unchanged} count={number.format(unchanged.count)}>
          <RowList group={unchanged} matched />
        </Disclosure>
      ) : null}
      {removes ? (
        <Disclosure title={t.removed} count={number.format(removedIfWiped.count)}>
          <ul className={styles.photoList}>
            {removedIfWiped.products.map((product) => (
              <MatchedEntry key={product.uuid} cover={product.cover}>
                {product.name}
              </MatchedEntry>
            ))}
          </ul>
          {removedIfWiped.count > removedIfWiped.products.length ? <p className={layout.muted}>{t.firstListed(removedIfWiped.products.length)}</p> : null}
        </Disclosure>
      ) : null}
      {!wipePreviousData && removedIfWiped.count > 0 ? <p className={layout.muted}>{t.keptAside(removedIfWiped.count)}</p> : null}
    </section>
  );
}
