import { useEffect, useLayoutEffect, useMemo, useRef, useState, type CSSProperties, type KeyboardEvent } from 'react';
import { announce } from '../LiveRegion/announce';
import { nextPosition, type GridPosition } from './grid-keys';
import { useRowWindow } from './use-row-window';
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
  /** The grid's accessible name. */
  label: string;
  /** The columns, in order; each cell is edited with Enter or F2. */
  columns: readonly string[];
  rows: readonly GridRow[];
  /** Problems by row id; their cells are marked invalid and described by the message. */
  issues: Readonly<Record<number, readonly GridIssue[]>>;
  /** Called as a cell's value is typed, and with the old value when Escape cancels the edit. */
  onCellChange: (rowId: number, column: string, value: string) => void;
  onDeleteRow: (rowId: number) => void;
  /** Asks the grid to show a cell and start editing it (from an error summary); a new object each time. */
  focusRequest?: { rowId: number; column: string | undefined } | undefined;
  /**
   * Columns of the file that are not imported: shown after the others under a flagged header,
   * their values read-only. Defaults to none.
   */
  ignoredColumns?: readonly string[];
  /** Texts: the delete button's name for a row, the row-number and actions headers, the ignored columns' flag. */
  deleteLabel: (position: number) => string;
  rowNumberLabel: string;
  actionsLabel: string;
  ignoredLabel?: string;
  /** What is announced once a row is deleted, such as 'Rândul 3 a fost șters.'. */
  deletedLabel?: (position: number) => string;
}

/** A row's height before it is measured: one line of text and the row's padding. */
const estimatedRowHeight = 41;

const noIssues: readonly GridIssue[] = [];
const noColumns: readonly string[] = [];

const cellId = (rowId: number, col: number) => `grid-cell-${rowId}-${col}`;
const errorId = (rowId: number, column: string) => `grid-error-${rowId}-${column}`;
const rowErrorId = (rowId: number) => `grid-row-error-${rowId}`;

/** What a column of the grid is: the row number, an editable CSV column, an ignored one, the actions. */
type GridColumn = { kind: 'position' } | { kind: 'value'; name: string } | { kind: 'ignored'; name: string } | { kind: 'actions' };

interface Editing {
  rowId: number;
  column: string;
  /** The value before the edit, which Escape puts back. */
  original: string;
  /** Whether the edit began with a typed character, which replaced the value. */
  replaced: boolean;
}

/**
 * The CSV rows as an ARIA grid (WAI-ARIA APG "Data Grid", decision 018): one cell per column
 * under real column headers, the row number as each row's header, `aria-rowcount` and
 * `aria-rowindex` for the rows not rendered. The grid is one tab stop; the arrows, Home/End,
 * Ctrl+Home/End and PageUp/PageDown move between cells; Enter or F2 (or typing) edits a cell,
 * Enter ends the edit and Escape cancels it; Tab leaves the grid. Each cell is described by
 * its error. Only the rows in view are rendered (`useRowWindow`), so 100,000 rows stay quick,
 * and the focused row is always kept.
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
  deletedLabel,
}: EditableGridProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const body = useRef<HTMLDivElement>(null);
  const gridColumns = useMemo<GridColumn[]>(
    () => [
      { kind: 'position' },
      ...columns.map((name) => ({ kind: 'value' as const, name })),
      ...ignoredColumns.map((name) => ({ kind: 'ignored' as const, name })),
      { kind: 'actions' },
    ],
    [columns, ignoredColumns],
  );
  const ids = useMemo(() => rows.map((row) => row.id), [rows]);
  const [active, setActive] = useState<GridPosition>({ row: 0, col: 1 });
  const [editing, setEditing] = useState<Editing>();
  const focusAfterRender = useRef(false);
  const activeRow = Math.min(active.row, rows.length - 1);
  const activeCol = Math.min(active.col, gridColumns.length - 1);
  const rowWindow = useRowWindow(ids, estimatedRowHeight, scroller, body, rows.length > 0 ? activeRow : undefined);
  const template = { [styles.columnCountProperty]: String(columns.length + ignoredColumns.length) } as CSSProperties;

  // A move by keyboard focuses the new cell once its row is rendered.
  useLayoutEffect(() => {
    if (!focusAfterRender.current) return;
    const row = rows[activeRow];
    if (!row) return;
    const target = editing ? document.getElementById(`${cellId(row.id, activeCol)}-input`) : document.getElementById(cellId(row.id, activeCol));
    if (!target) return;
    focusAfterRender.current = false;
    target.focus();
    if (target instanceof HTMLInputElement && !editing?.replaced) target.select();
  });

  const moveTo = (position: GridPosition, edit?: Editing) => {
    setActive(position);
    setEditing(edit);
    focusAfterRender.current = true;
    // A row far from the view is brought near it first; focusing the cell scrolls the rest.
    const element = scroller.current;
    if (!element) return;
    const top = rowWindow.offsetOf(position.row);
    const start = body.current?.offsetTop ?? 0;
    if (top < element.scrollTop - start || top > element.scrollTop - start + element.clientHeight - estimatedRowHeight)
      element.scrollTop = Math.max(0, top + start - element.clientHeight / 2);
  };

  // A focus request from the error summary: the cell at fault, ready to be corrected.
  useEffect(() => {
    if (!focusRequest) return;
    const index = rows.findIndex((row) => row.id === focusRequest.rowId);
    const row = rows[index];
    if (!row) return;
    const column = focusRequest.column ?? columns[0];
    const col = gridColumns.findIndex((entry) => entry.kind === 'value' && entry.name === column);
    if (col < 0 || column === undefined) return;
    // A request is an event from outside (a button of the error summary), answered once.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    moveTo({ row: index, col }, { rowId: row.id, column, original: row.cells[column] ?? '', replaced: false });
    // Only a new request acts; edits to the rows must not pull focus back.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [focusRequest]);

  const startEditing = (position: GridPosition, typed?: string) => {
    const row = rows[position.row];
    const column = gridColumns[position.col];
    if (!row || column?.kind !== 'value') return false;
    const original = row.cells[column.name] ?? '';
    if (typed !== undefined) onCellChange(row.id, column.name, typed);
    moveTo(position, { rowId: row.id, column: column.name, original, replaced: typed !== undefined });
    return true;
  };

  const stopEditing = (cancel: boolean) => {
    if (!editing) return;
    if (cancel) onCellChange(editing.rowId, editing.column, editing.original);
    moveTo({ row: activeRow, col: activeCol });
  };

  const deleteRow = (index: number) => {
    const row = rows[index];
    if (!row) return;
    onDeleteRow(row.id);
    if (deletedLabel) announce(deletedLabel(index + 1));
    // Focus stays in the same column, on the row that takes the deleted one's place.
    if (rows.length > 1) moveTo({ row: Math.min(index, rows.length - 2), col: activeCol });
  };

  const onGridKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (editing || event.altKey || event.metaKey) return;
    const at = { row: activeRow, col: activeCol };
    const next = nextPosition(event.key, event.ctrlKey, at, { rows: rows.length, cols: gridColumns.length, pageRows: rowWindow.pageRows });
    if (next) {
      event.preventDefault();
      moveTo(next);
      return;
    }
    if ((event.key === 'Enter' || event.key === 'F2') && startEditing(at)) event.preventDefault();
    else if (event.key.length === 1 && !event.ctrlKey && event.key !== ' ' && startEditing(at, event.key)) event.preventDefault();
  };

  const onInputKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape' || event.key === 'Enter') {
      event.preventDefault();
      stopEditing(event.key === 'Escape');
    }
    // Every other key is the input's: the arrows move the caret, Tab leaves the grid.
    event.stopPropagation();
  };

  const renderCell = (row: GridRow, index: number, column: GridColumn, col: number) => {
    const isActive = index === activeRow && col === activeCol;
    const rowIssues = issues[row.id] ?? noIssues;
    const rowProblem = rowIssues.find((issue) => issue.column === undefined);
    const common = {
      id: cellId(row.id, col),
      'aria-colindex': col + 1,
      tabIndex: isActive && !editing ? 0 : -1,
      onFocus: () => {
        if (!isActive) setActive({ row: index, col });
      },
    };
    switch (column.kind) {
      case 'position':
        return (
          <div key="position" role="rowheader" {...common} className={styles.position}>
            {index + 1}
          </div>
        );
      case 'ignored':
        return (
          <div key={`ignored-${column.name}`} role="gridcell" aria-readonly="true" {...common} className={styles.ignoredCell}>
            {row.cells[column.name] ?? ''}
          </div>
        );
      case 'actions':
        return (
          <div key="actions" role="gridcell" aria-colindex={col + 1} className={styles.cell}>
            <button
              type="button"
              id={cellId(row.id, col)}
              tabIndex={isActive && !editing ? 0 : -1}
              className={styles.deleteButton}
              onFocus={common.onFocus}
              onClick={() => deleteRow(index)}
            >
              {deleteLabel(index + 1)}
            </button>
            {rowProblem ? (
              <span id={rowErrorId(row.id)} className={styles.error}>
                {rowProblem.message}
              </span>
            ) : null}
          </div>
        );
      case 'value': {
        const problem = rowIssues.find((issue) => issue.column === column.name);
        const describedBy = [problem ? errorId(row.id, column.name) : '', rowProblem ? rowErrorId(row.id) : ''].filter(Boolean).join(' ') || undefined;
        const value = row.cells[column.name] ?? '';
        const isEditing = editing !== undefined && editing.rowId === row.id && editing.column === column.name;
        return (
          <div
            key={`value-${column.name}`}
            role="gridcell"
            {...common}
            aria-invalid={problem ? true : undefined}
            aria-describedby={describedBy}
            className={styles.cell}
            onDoubleClick={() => startEditing({ row: index, col })}
          >
            {isEditing ? (
              <input
                id={`${cellId(row.id, col)}-input`}
                className={styles.input}
                value={value}
                aria-label={`${column.name}, ${index + 1}`}
                aria-invalid={problem ? true : undefined}
                aria-describedby={describedBy}
                onChange={(event) => onCellChange(row.id, column.name, event.target.value)}
                onKeyDown={onInputKeyDown}
                onBlur={() => setEditing(undefined)}
              />
            ) : (
              <span className={problem ? styles.invalidValue : styles.value}>{value}</span>
            )}
            {problem ? (
              <span id={errorId(row.id, column.name)} className={styles.error}>
                {problem.message}
              </span>
            ) : null}
          </div>
        );
      }
    }
  };

  return (
    <div className={styles.frame} style={template} data-scrolls-sideways>
      <div
        ref={scroller}
        role="grid"
        aria-label={label}
        aria-rowcount={rows.length + 1}
        aria-colcount={gridColumns.length}
        className={styles.grid}
        onKeyDown={onGridKeyDown}
      >
        <div role="rowgroup" className={styles.headerGroup}>
          <div role="row" aria-rowindex={1} className={styles.header}>
            {gridColumns.map((column, col) => (
              <div key={col} role="columnheader" aria-colindex={col + 1} className={column.kind === 'ignored' ? styles.ignoredHeader : undefined}>
                {column.kind === 'position'
                  ? rowNumberLabel
                  : column.kind === 'actions'
                    ? actionsLabel
                    : column.kind === 'ignored'
                      ? `${column.name} (${ignoredLabel})`
                      : column.name}
              </div>
            ))}
          </div>
        </div>
        <div ref={body} role="rowgroup" className={styles.body} style={{ height: rowWindow.totalHeight }}>
          {rowWindow.indexes.map((index) => {
            const row = rows[index] as GridRow;
            const invalid = (issues[row.id] ?? noIssues).length > 0;
            return (
              <div
                key={row.id}
                ref={rowWindow.measure}
                data-row-id={row.id}
                role="row"
                aria-rowindex={index + 2}
                className={invalid ? styles.invalidRow : styles.row}
                style={{ transform: `translateY(${rowWindow.offsetOf(index)}px)` }}
              >
                {gridColumns.map((column, col) => renderCell(row, index, column, col))}
              </div>
            );
          })}
        </div>
      </div>
    </div>
  );
}
