import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { EditableGrid, type GridRow } from './EditableGrid';

const columns = ['nume', 'pret', 'telefon'];
const rows: GridRow[] = [
  { id: 0, cells: { nume: 'Cafea boabe 1 kg', pret: '89,90', telefon: '0722123456' } },
  { id: 1, cells: { nume: 'Zahăr plic', pret: 'abc', telefon: '0722123456' } },
];
const texts = {
  deleteLabel: (position: number) => `Șterge rândul ${position}`,
  rowNumberLabel: 'Nr.',
  actionsLabel: 'Acțiuni',
  deletedLabel: (position: number) => `Rândul ${position} a fost șters.`,
};

const meta = {
  title: 'Data/EditableGrid',
  component: EditableGrid,
  args: {
    label: 'Produsele din fișier',
    columns,
    rows,
    issues: { 1: [{ column: 'pret', message: 'Prețul trebuie să fie un număr.' }] },
    onCellChange: fn(),
    onDeleteRow: fn(),
    ...texts,
  },
} satisfies Meta<typeof EditableGrid>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The cell in row `position` under `column`, found as a screen reader would: by its column header and row. */
function cellAt(grid: HTMLElement, column: string, position: number): HTMLElement {
  const headers = [...grid.querySelectorAll('[role="columnheader"]')].map((header) => header.textContent);
  const colindex = headers.indexOf(column) + 1;
  const row = grid.querySelector(`[role="row"][aria-rowindex="${position + 1}"]`);
  return row?.querySelector(`[aria-colindex="${colindex}"]`) as HTMLElement;
}

/** One cell per column under real column headers; an invalid cell is marked and described by its whole message. */
export const WithErrors: Story = {
  play: async ({ canvas, args }) => {
    const grid = canvas.getByRole('grid', { name: 'Produsele din fișier' });
    await expect(canvas.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Nr.', 'nume', 'pret', 'telefon', 'Acțiuni']);
    await expect(grid).toHaveAttribute('aria-colcount', '5');
    await expect(grid).toHaveAttribute('aria-rowcount', '3');
    const price = cellAt(grid, 'pret', 2);
    await expect(price).toHaveAttribute('role', 'gridcell');
    await expect(price).toHaveAttribute('aria-invalid', 'true');
    await expect(price).toHaveAccessibleDescription('Prețul trebuie să fie un număr.');
    // The whole message shows, not cut with an ellipsis.
    const message = canvas.getByText('Prețul trebuie să fie un număr.');
    await expect(message.scrollWidth).toBeLessThanOrEqual(message.clientWidth + 1);
    await userEvent.click(canvas.getByRole('button', { name: 'Șterge rândul 1' }));
    await expect(args.onDeleteRow).toHaveBeenCalledWith(0);
  },
};

/** Rows sit together: a valid row is as tall as its text, and only a row that shows its error grows. */
export const RowsSitTogether: Story = {
  args: {
    rows: [
      { id: 0, cells: { nume: 'Cafea boabe 1 kg', pret: '89,90', telefon: '0722123456' } },
      { id: 1, cells: { nume: 'Zahăr plic', pret: 'abc', telefon: '0722123456' } },
      { id: 2, cells: { nume: 'Ceai verde', pret: '12', telefon: '0722123456' } },
    ],
  },
  play: async ({ canvas }) => {
    await waitFor(async () => {
      const rows = canvas
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.getBoundingClientRect());
      await expect(rows).toHaveLength(3);
      const [first, invalid, third] = rows as [DOMRect, DOMRect, DOMRect];
      await expect(Math.round(invalid.top)).toBe(Math.round(first.bottom));
      await expect(Math.round(third.top)).toBe(Math.round(invalid.bottom));
      await expect(invalid.height).toBeGreaterThan(first.height);
      await expect(third.height).toBe(first.height);
    });
  },
};

/** A column the import ignores is flagged and read-only; a problem with a whole row describes each of its cells. */
export const IgnoredColumnAndRowProblem: Story = {
  args: {
    rows: [
      { id: 0, cells: { nume: 'Cafea boabe 1 kg', pret: '89,90', telefon: '0722123456', culoare: 'maro' } },
      { id: 1, cells: { nume: 'Cafea boabe 1 kg', pret: '89,90', telefon: '0722123456', culoare: 'maro' } },
    ],
    ignoredColumns: ['culoare'],
    ignoredLabel: 'ignorată',
    issues: { 1: [{ column: undefined, message: 'Rândul repetă produsul 1.' }] },
  },
  play: async ({ canvas }) => {
    const grid = canvas.getByRole('grid');
    await expect(canvas.getByRole('columnheader', { name: 'culoare (ignorată)' })).toBeVisible();
    await expect(cellAt(grid, 'culoare (ignorată)', 1)).toHaveAttribute('aria-readonly', 'true');
    const name = cellAt(grid, 'nume', 2);
    await expect(name).toHaveAccessibleDescription('Rândul repetă produsul 1.');
    await expect(name).not.toHaveAttribute('aria-invalid');
    await expect(cellAt(grid, 'nume', 1)).not.toHaveAccessibleDescription('Rândul repetă produsul 1.');
  },
};

function EditedGrid({ rowsGiven = rows }: { rowsGiven?: GridRow[] }) {
  const [edited, setEdited] = useState(rowsGiven);
  const edit = (rowId: number, column: string, value: string) =>
    setEdited((current) => current.map((row) => (row.id === rowId ? { ...row, cells: { ...row.cells, [column]: value } } : row)));
  return (
    <>
      <button type="button">Înainte</button>
      <EditableGrid
        label="Produsele din fișier"
        columns={columns}
        rows={edited}
        issues={{}}
        onCellChange={edit}
        onDeleteRow={(rowId) => setEdited((current) => current.filter((row) => row.id !== rowId))}
        {...texts}
      />
      <button type="button">După</button>
    </>
  );
}

/**
 * The ARIA grid pattern by keyboard: one tab stop; arrows move between cells; Enter edits and
 * ends the edit, Escape cancels it; inside an edit the arrows move the caret; Tab leaves the grid.
 */
export const KeyboardModel: Story = {
  render: () => <EditedGrid />,
  play: async ({ canvas }) => {
    const grid = canvas.getByRole('grid');
    await userEvent.tab();
    await userEvent.tab();
    await expect(cellAt(grid, 'nume', 1)).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(cellAt(grid, 'pret', 1)).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(cellAt(grid, 'pret', 2)).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}{ArrowUp}');
    await expect(cellAt(grid, 'nume', 1)).toHaveFocus();

    // Enter edits: the arrows are the caret's, Enter keeps the change.
    await userEvent.keyboard('{Enter}');
    const input = canvas.getByRole('textbox', { name: 'nume, 1' });
    await expect(input).toHaveFocus();
    await userEvent.keyboard('{End}{ArrowLeft}{ArrowLeft}{ArrowLeft} x');
    await expect(input).toHaveValue('Cafea boabe 1 x kg');
    await userEvent.keyboard('{Enter}');
    await expect(cellAt(grid, 'nume', 1)).toHaveFocus();
    await expect(cellAt(grid, 'nume', 1)).toHaveTextContent('Cafea boabe 1 x kg');

    // F2 edits too, and Escape puts the old value back.
    await userEvent.keyboard('{ArrowRight}{F2}');
    await userEvent.keyboard('{Control>}a{/Control}999');
    await expect(canvas.getByRole('textbox', { name: 'pret, 1' })).toHaveValue('999');
    await userEvent.keyboard('{Escape}');
    await expect(cellAt(grid, 'pret', 1)).toHaveFocus();
    await expect(cellAt(grid, 'pret', 1)).toHaveTextContent('89,90');

    // Typing starts an edit that replaces the value.
    await userEvent.keyboard('7');
    await expect(canvas.getByRole('textbox', { name: 'pret, 1' })).toHaveValue('7');
    await userEvent.keyboard('{Enter}');

    // Tab leaves the grid, and Shift+Tab comes back to the cell last focused.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'După' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(cellAt(grid, 'pret', 1)).toHaveFocus();
  },
};

/** Deleting a row from the keyboard announces it, and focus stays in the actions column on the row now in its place. */
export const DeleteKeepsFocus: Story = {
  render: () => <EditedGrid />,
  play: async ({ canvas }) => {
    const grid = canvas.getByRole('grid');
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('button', { name: 'Șterge rândul 1' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getAllByRole('row')).toHaveLength(2);
    await expect(canvas.getByRole('button', { name: 'Șterge rândul 1' })).toHaveFocus();
    await expect(cellAt(grid, 'nume', 1)).toHaveTextContent('Zahăr plic');
    await waitFor(() => expect(document.querySelector('[data-live-announcer] [aria-live="polite"]')).toHaveTextContent('Rândul 1 a fost șters.'));
  },
};

const longFileIssues = { 99_998: [{ column: 'pret', message: 'Prețul trebuie să fie un număr.' }] };
const manyRows = Array.from({ length: 100_000 }, (_, id) => ({ id, cells: { nume: `Produs ${id + 1}`, pret: '10', telefon: '0722123456' } }));

function LongFile() {
  const [request, setRequest] = useState<{ rowId: number; column: string } | undefined>();
  const [edited, setEdited] = useState(manyRows);
  const edit = (rowId: number, column: string, value: string) =>
    setEdited((current) => current.map((row) => (row.id === rowId ? { ...row, cells: { ...row.cells, [column]: value } } : row)));
  return (
    <>
      <button type="button" onClick={() => setRequest({ rowId: 99_998, column: 'pret' })}>
        Mergi la produsul 99999
      </button>
      <EditableGrid
        label="Produsele din fișier"
        columns={columns}
        rows={edited}
        issues={longFileIssues}
        onCellChange={edit}
        onDeleteRow={() => undefined}
        focusRequest={request}
        {...texts}
      />
    </>
  );
}

/**
 * 100,000 rows: only those in view are in the page, the grid says how many rows it has, a
 * request from the error summary scrolls to the row and opens the cell for editing, and the
 * focus stays there (it used to jump back to the first row).
 */
export const HundredThousandRows: Story = {
  render: () => <LongFile />,
  play: async ({ canvas }) => {
    const grid = canvas.getByRole('grid', { name: 'Produsele din fișier' });
    await expect(grid).toHaveAttribute('aria-rowcount', '100001');
    await expect(canvas.getAllByRole('row').length).toBeLessThan(40);
    await userEvent.click(canvas.getByRole('button', { name: 'Mergi la produsul 99999' }));
    await waitFor(() => expect(document.activeElement?.getAttribute('aria-label')).toBe('pret, 99999'));
    await expect(document.activeElement).toHaveAccessibleDescription('Prețul trebuie să fie un număr.');
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect(document.activeElement?.getAttribute('aria-label')).toBe('pret, 99999');
    await userEvent.keyboard('{End},5');
    await expect(canvas.getByRole('textbox', { name: 'pret, 99999' })).toHaveValue('10,5');
    await userEvent.keyboard('{Enter}{Control>}{Home}{/Control}');
    await expect(cellAt(grid, 'Nr.', 1)).toHaveFocus();
    await expect(canvas.getAllByRole('row').length).toBeLessThan(40);
  },
};
