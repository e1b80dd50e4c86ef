import { useEffect, useState } from 'react';
import { Button } from '../Button/Button';
import { Pagination } from '../Pagination/Pagination';
import * as styles from './EditableGrid.css';

export interface GridRow {
  /** Stable across edits and deletions. */
  id: number;
  cells: Record<string, string>;
}

export interface GridIssue {
  /** The column at fault, or undefined for the whole row. */
  column: string | undefined;
  message: string;
}

export interface EditableGridProps {
  /** The table's accessible name. */
  label: string;
  /** The columns, in order; each cell is a text input labelled by its column and row. */
  columns: readonly string[];
  rows: readonly GridRow[];
  /** Problems by row id; their cells are marked invalid and described by the message. */
  issues: Readonly<Record<number, readonly GridIssue[]>>;
  onCellChange: (rowId: number, column: string, value: string) => void;
  onDeleteRow: (rowId: number) => void;
  /** Rows per page; a file of 100,000 rows renders one page at a time. Defaults to 50. */
  pageSize?: number;
  /** Asks the grid to show and focus a cell (from an error summary); a new object each time. */
  focusRequest?: { rowId: number; column: string | undefined } | undefined;
  /** Texts: the delete button's name for a row, and the row-number header. */
  deleteLabel: (position: number) => string;
  rowNumberLabel: string;
  actionsLabel: string;
}

const cellId = (rowId: number, column: string) => `grid-cell-${rowId}-${column}`;

/**
 * The CSV rows as a table of text inputs: every cell is editable, rows can be deleted, and
 * invalid cells carry their message. Long files are paged so the page stays fast.
 */
export function EditableGrid({ label, columns, rows, issues, onCellChange, onDeleteRow, pageSize = 50, focusRequest, deleteLabel, rowNumberLabel, actionsLabel }: EditableGridProps) {
  const [page, setPage] = useState(1);
  const [handledRequest, setHandledRequest] = useState(focusRequest);
  const totalPages = Math.max(1, Math.ceil(rows.length / pageSize));
  const shownPage = Math.min(page, totalPages);

  // A new focus request first turns to the row's page (during render, as React advises) …
  if (focusRequest !== handledRequest) {
    setHandledRequest(focusRequest);
    const index = focusRequest ? rows.findIndex((row) => row.id === focusRequest.rowId) : -1;
    if (index >= 0) setPage(Math.floor(index / pageSize) + 1);
  }
  // … then, once that page is on screen, focuses the cell.
  useEffect(() => {
    if (!focusRequest) return;
    document.getElementById(cellId(focusRequest.rowId, focusRequest.column ?? columns[0] ?? ''))?.focus();
  }, [focusRequest, columns]);

  const first = (shownPage - 1) * pageSize;
  return (
    <div className={styles.wrapper}>
      <div className={styles.scroller} role="region" aria-label={label} tabIndex={0}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{rowNumberLabel}</th>
              {columns.map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
              <th scope="col">{actionsLabel}</th>
            </tr>
          </thead>
          <tbody>
            {rows.slice(first, first + pageSize).map((row, offset) => {
              const position = first + offset + 1;
              const rowIssues = issues[row.id] ?? [];
              return (
                <tr key={row.id} className={rowIssues.length > 0 ? styles.invalidRow : undefined}>
                  <th scope="row">{position}</th>
                  {columns.map((column) => {
                    const problem = rowIssues.find((issue) => issue.column === column);
                    const id = cellId(row.id, column);
                    return (
                      <td key={column}>
                        <input
                          id={id}
                          className={styles.input}
                          value={row.cells[column] ?? ''}
                          aria-label={`${column}, ${position}`}
                          aria-invalid={problem ? true : undefined}
                          aria-describedby={problem ? `${id}-error` : undefined}
                          onChange={(event) => onCellChange(row.id, column, event.target.value)}
                        />
                        {problem ? (
                          <span id={`${id}-error`} className={styles.error}>
                            {problem.message}
                          </span>
                        ) : null}
                      </td>
                    );
                  })}
                  <td>
                    <Button variant="quiet" onPress={() => onDeleteRow(row.id)}>
                      {deleteLabel(position)}
                    </Button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <Pagination page={shownPage} totalPages={totalPages} onChange={setPage} label={label} />
    </div>
  );
}
