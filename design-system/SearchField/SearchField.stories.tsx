import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SearchField, type SearchFieldProps } from './SearchField';
import type { SearchSuggestion } from './SuggestionList';

const meta = { title: 'Fields/SearchField', component: SearchField, args: { onChange: fn(), onSubmit: fn() } } satisfies Meta<typeof SearchField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const WithText: Story = { args: { defaultValue: 'cafea boabe' } };

export const TypedAndCleared: Story = {
  play: async ({ args, canvas }) => {
    const box = canvas.getByRole('searchbox', { name: 'Caută un produs' });
    await userEvent.click(box);
    await userEvent.keyboard('țuică');
    await expect(args.onChange).toHaveBeenLastCalledWith('țuică');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('țuică');
    await userEvent.keyboard('{Escape}');
    await expect(box).toHaveValue('');
  },
};

const coffee: SearchSuggestion[] = [
  { text: 'cafea', count: 1204 },
  { text: 'cafea boabe', count: 86 },
  { text: 'cafetieră', count: 3 },
];

/** What a screen supplies: suggestions for the text as typed, none under two letters, cleared when one is picked or the list is dismissed. */
function Suggesting(props: SearchFieldProps) {
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  return (
    <SearchField
      {...props}
      value={text}
      onChange={(typed) => {
        props.onChange?.(typed);
        setText(typed);
        setOpen(typed.trim().length >= 2);
      }}
      suggestions={open ? coffee.filter((suggestion) => suggestion.text.startsWith(text.trim().toLowerCase())) : undefined}
      onSuggestionPick={(picked) => {
        props.onSuggestionPick?.(picked);
        setText(picked);
        setOpen(false);
      }}
      onSuggestionsDismiss={() => setOpen(false)}
    />
  );
}

/** Clicks into the combobox and types, as a visitor does; returns the page (the list is in a portal) and the box. */
async function typed(canvas: ReturnType<typeof within>, canvasElement: HTMLElement, text: string) {
  const box = canvas.getByRole('combobox', { name: 'Caută un produs' });
  await userEvent.click(box);
  await userEvent.keyboard(text);
  return { page: within(canvasElement.ownerDocument.body), box };
}

/** Open: a combobox whose list offers completions, each read with how many products hold it. */
export const SuggestionsOpen: Story = {
  args: { value: 'caf', suggestions: coffee, onSuggestionPick: fn(), onSuggestionsDismiss: fn() },
  play: async ({ canvas, canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const list = await page.findByRole('listbox', { name: 'Sugestii' });
    await expect(
      within(list)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['cafea (1.204)', 'cafea boabe (86)', 'cafetieră (3)']);
    const box = canvas.getByRole('combobox', { name: 'Caută un produs' });
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await expect(box).toHaveAttribute('aria-controls', list.id);
  },
};

/** Open with nothing to suggest: the list says so, and the text stays as typed. */
export const SuggestionsEmpty: Story = {
  args: { value: 'cafx', suggestions: [], onSuggestionPick: fn(), onSuggestionsDismiss: fn() },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const none = await page.findByText('Nicio sugestie pentru acest text.');
    await waitFor(() => expect(none).toBeVisible());
  },
};

/** On a 320 px phone the list fits under the box, nothing wider than the screen. */
export const SuggestionsOnPhone: Story = {
  ...SuggestionsOpen,
  globals: { viewport: { value: 'phone320' } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const list = await page.findByRole('listbox', { name: 'Sugestii' });

    await expect(list.getBoundingClientRect().right).toBeLessThanOrEqual(320);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(320);
  },
};

/** By keyboard: the arrows move through the list while the focus stays in the box; Enter picks and closes. */
export const SuggestionPickedByKeyboard: Story = {
  render: (args) => <Suggesting {...args} />,
  args: { onSuggestionPick: fn() },
  play: async ({ args, canvas, canvasElement }) => {
    const { page, box } = await typed(canvas, canvasElement, 'cafe');
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await page.findByRole('option', { name: 'cafea boabe (86)' });
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await waitFor(() => expect(box.getAttribute('aria-activedescendant')).toBe(page.getByRole('option', { name: 'cafea boabe (86)' }).id));
    await expect(box).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSuggestionPick).toHaveBeenCalledWith('cafea boabe');
    await expect(box).toHaveValue('cafea boabe');
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await expect(page.queryByRole('listbox')).toBeNull();
    await expect(box).toHaveFocus();
  },
};

/** Escape closes the list and keeps the text; a second Escape clears the box, as a search box does. */
export const SuggestionsClosedByEscape: Story = {
  render: (args) => <Suggesting {...args} />,
  args: { onSuggestionPick: fn() },
  play: async ({ args, canvas, canvasElement }) => {
    const { page, box } = await typed(canvas, canvasElement, 'caf');
    await page.findByRole('listbox', { name: 'Sugestii' });
    await userEvent.keyboard('{ArrowDown}{Escape}');
    await expect(page.queryByRole('listbox')).toBeNull();
    await expect(box).toHaveValue('caf');
    await expect(args.onSuggestionPick).not.toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    await expect(box).toHaveValue('');
  },
};

/** A click picks as Enter does, and the focus stays in the box for the next word. */
export const SuggestionPickedByPointer: Story = {
  render: (args) => <Suggesting {...args} />,
  args: { onSuggestionPick: fn() },
  play: async ({ args, canvas, canvasElement }) => {
    const { page, box } = await typed(canvas, canvasElement, 'caf');
    await userEvent.click(await page.findByRole('option', { name: 'cafetieră (3)' }));
    await expect(args.onSuggestionPick).toHaveBeenCalledWith('cafetieră');
    await expect(box).toHaveValue('cafetieră');
    await expect(page.queryByRole('listbox')).toBeNull();
  },
};
