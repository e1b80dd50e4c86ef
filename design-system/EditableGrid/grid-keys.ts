/** A cell of the grid's body: its row (from 0, in the rows' order) and its column (from 0, the row number's). */
export interface GridPosition {
  row: number;
  col: number;
}

/** How far the keys can go: the body's rows, every column, and how many rows a page key moves. */
export interface GridExtent {
  rows: number;
  cols: number;
  pageRows: number;
}

const clamp = (value: number, max: number) => Math.max(0, Math.min(value, max));

/**
 * Where a navigation key takes the focus in the ARIA grid pattern (WAI-ARIA APG, "Data Grid"):
 * arrows one cell, Home/End the row's first/last cell, Ctrl+Home/End the grid's first/last
 * cell, PageUp/PageDown a screenful of rows. It stops at the edges. Returns undefined for a key
 * that is not a navigation key, which the cell keeps.
 */
export function nextPosition(key: string, ctrlKey: boolean, at: GridPosition, extent: GridExtent): GridPosition | undefined {
  const lastRow = extent.rows - 1;
  const lastCol = extent.cols - 1;
  switch (key) {
    case 'ArrowRight':
      return { row: at.row, col: clamp(at.col + 1, lastCol) };
    case 'ArrowLeft':
      return { row: at.row, col: clamp(at.col - 1, lastCol) };
    case 'ArrowDown':
      return { row: clamp(at.row + 1, lastRow), col: at.col };
    case 'ArrowUp':
      return { row: clamp(at.row - 1, lastRow), col: at.col };
    case 'Home':
      return ctrlKey ? { row: 0, col: 0 } : { row: at.row, col: 0 };
    case 'End':
      return ctrlKey ? { row: lastRow, col: lastCol } : { row: at.row, col: lastCol };
    case 'PageDown':
      return { row: clamp(at.row + extent.pageRows, lastRow), col: at.col };
    case 'PageUp':
      return { row: clamp(at.row - extent.pageRows, lastRow), col: at.col };
    default:
      return undefined;
  }
}
