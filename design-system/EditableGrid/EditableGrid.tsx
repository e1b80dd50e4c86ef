import { useEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
import { GridList, GridListItem, ListLayout, Virtualizer } from 'react-aria-components';
import { Button } from '../Button/Button';
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
  /** Asks the grid to show and focus a cell (from an error summary); a new object each time. */
  focusRequest?: { rowId: number; column: string | undefined } | undefined;
  /**
   * Columns of the file that are not imported: shown after the others under a flagged header,
   * their values as plain text. Defaults to none.
   */
  ignoredColumns?: readonly string[];
  /** Texts: the delete button's name for a row, the row-number and actions headers, the ignored columns' flag. */
  deleteLabel: (position: number) => string;
  rowNumberLabel: string;
  actionsLabel: string;
  ignoredLabel?: string;
}

/**
 * A row's height in pixels before it is measured: an input and the row's padding. Rows are
 * measured once rendered, so a valid row takes just that and a row that shows its error
 * grows by the error's line: rows sit together with no empty band between them.
 */
const estimatedRowHeight = 49;

const cellId = (rowId: number, column: string) => `grid-cell-${rowId}-${column}`;

interface CellInputProps {
  id: string;
  value: string;
  label: string;
  /** Whether the value itself is refused. */
  invalid: boolean;
  /** The ids of the messages about the value and its row, if any. */
  describedBy: string | undefined;
  onChange: (value: string) => void;
}

/** A cell's text input. */
function CellInput({ id, value, label, invalid, describedBy, onChange }: CellInputProps) {
  // The text as typed. The list may render a row once more from its previous items before
  // the edit reaches it; taking the value only when it changes keeps the caret in place.
  const [draft, setDraft] = useState(value);
  const [given, setGiven] = useState(value);
  if (value !== given) {
    setGiven(value);
    setDraft(value);
  }
  return (
    <input
      id={id}
      className={styles.input}
      value={draft}
      aria-label={label}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
      onChange={(event) => {
        setDraft(event.target.value);
        onChange(event.target.value);
      }}
    />
  );
}

const noIssues: readonly GridIssue[] = [];
const noColumns: readonly string[] = [];

/** A row as the list shows it: with its position and its issues. */
interface GridItem {
  id: number;
  row: GridRow;
  position: number;
  issues: readonly GridIssue[];
}

/**
 * The list's items, each the same object for as long as its row, position and issues are, so
 * react-aria rebuilds only the rows an edit touched: typing in a 100,000-row file stays quick.
 */
function useGridItems(rows: readonly GridRow[], issues: EditableGridProps['issues']): GridItem[] {
  const [made] = useState(() => new WeakMap<GridRow, GridItem>());
  return useMemo(
    () =>
      rows.map((row, index) => {
        const rowIssues = issues[row.id] ?? noIssues;
        const known = made.get(row);
        if (known && known.position === index + 1 && known.issues === rowIssues) return known;
        const item = { id: row.id, row, position: index + 1, issues: rowIssues };
        made.set(row, item);
        return item;
      }),
    [rows, issues, made],
  );
}

interface RowCellsProps extends Pick<EditableGridProps, 'columns' | 'onCellChange' | 'onDeleteRow' | 'deleteLabel'> {
  ignoredColumns: readonly string[];
  row: GridRow;
  position: number;
  issues: readonly GridIssue[];
}

/** One row's inputs and delete button, built only when the row is in view. */
function RowCells({ row, position, columns, ignoredColumns, issues, onCellChange, onDeleteRow, deleteLabel }: RowCellsProps) {
  // A problem with the whole row describes every input of the row.
  const rowProblem = issues.find((issue) => issue.column === undefined);
  const rowErrorId = `grid-row-${row.id}-error`;
  return (
    <>
      <span className={styles.position}>{position}</span>
      {columns.map((column) => {
        const problem = issues.find((issue) => issue.column === column);
        const id = cellId(row.id, column);
        const describedBy = [problem ? `${id}-error` : '', rowProblem ? rowErrorId : ''].filter(Boolean).join(' ');
        return (
          <span key={column} className={styles.cell}>
            <CellInput
              id={id}
              value={row.cells[column] ?? ''}
              label={`${column}, ${position}`}
              invalid={problem !== undefined}
              describedBy={describedBy || undefined}
              onChange={(value) => onCellChange(row.id, column, value)}
            />
            {problem ? (
              <span id={`${id}-error`} className={styles.error} title={problem.message}>
                {problem.message}
              </span>
            ) : null}
          </span>
        );
      })}
      {ignoredColumns.map((column) => (
        <span key={column} className={styles.ignoredCell}>
          {row.cells[column] ?? ''}
        </span>
      ))}
      <span className={styles.cell}>
        <Button variant="quiet" onPress={() => onDeleteRow(row.id)}>
          {deleteLabel(position)}
        </Button>
        {rowProblem ? (
          <span id={rowErrorId} className={styles.error} title={rowProblem.message}>
            {rowProblem.message}
          </span>
        ) : null}
      </span>
    </>
  );
}

/**
 * The CSV rows as editable rows on react-aria's virtualized GridList, so the page holds only
 * the rows in view and 100,000 rows scroll smoothly. The list is one tab stop: the arrows move
 * between rows, Tab walks the focused row's inputs and its delete button, and inside an input
 * every key is the input's (react-aria's `keyboardNavigationBehavior="tab"`). Invalid cells
 * carry their message; a focus request scrolls to the cell and focuses it.
 */
export function EditableGrid({
  label,
  columns,
  rows,
  issues,
  onCellChange,
  onDeleteRow,
  focusRequest,
  ignoredColumns = noColumns,
  deleteLabel,
  rowNumberLabel,
  actionsLabel,
  ignoredLabel = '',
}: EditableGridProps) {
  const list = useRef<HTMLDivElement>(null);
  const items = useGridItems(rows, issues);
  const template = { [styles.columnCountProperty]: String(columns.length + ignoredColumns.length) } as CSSProperties;

  // A focus request scrolls the row into view, then focuses the cell once it is rendered.
  useEffect(() => {
    if (!focusRequest || !list.current) return;
    const index = items.findIndex((item) => item.id === focusRequest.rowId);
    if (index < 0) return;
    const scroller = list.current;
    // Rows not yet measured stand at their estimate; focusing the cell corrects what is left.
    scroller.scrollTop = Math.max(0, index * estimatedRowHeight - (scroller.clientHeight - estimatedRowHeight) / 2);
    const id = cellId(focusRequest.rowId, focusRequest.column ?? columns[0] ?? '');
    let frame = requestAnimationFrame(function focusWhenRendered(attempt = 0) {
      const input = document.getElementById(id);
      if (input) input.focus();
      else if (attempt < 10) frame = requestAnimationFrame(() => focusWhenRendered(attempt + 1));
    });
    return () => cancelAnimationFrame(frame);
    // Only a new request acts; edits to the rows must not pull focus back.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [focusRequest]);

  return (
    <div className={styles.frame} style={template} data-scrolls-sideways>
      {/* The column names for the eye; every input is named by its column and row. */}
      <div className={styles.header} aria-hidden="true">
        <span>{rowNumberLabel}</span>
        {columns.map((column) => (
          <span key={column}>{column}</span>
        ))}
        {ignoredColumns.map((column) => (
          <span key={column} className={styles.ignoredHeader}>
            {column} ({ignoredLabel})
          </span>
        ))}
        <span>{actionsLabel}</span>
      </div>
      <Virtualizer layout={ListLayout} layoutOptions={{ estimatedRowHeight }}>
        <GridList ref={list} aria-label={label} items={items} dependencies={[columns, ignoredColumns]} keyboardNavigationBehavior="tab" className={styles.list}>
          {({ id, row, position, issues: rowIssues }) => (
            <GridListItem id={id} textValue={`${rowNumberLabel} ${position}`} className={rowIssues.length > 0 ? styles.invalidRow : styles.row}>
              <RowCells
                row={row}
                position={position}
                columns={columns}
                ignoredColumns={ignoredColumns}
                issues={rowIssues}
                onCellChange={onCellChange}
                onDeleteRow={onDeleteRow}
                deleteLabel={deleteLabel}
              />
            </GridListItem>
          )}
        </GridList>
      </Virtualizer>
    </div>
  );
}
