import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SearchComboBox, SearchComboBoxItem } from './index.ts';

type Suggestion = { texto: string; total: number };

const dictionary: Suggestion[] = [
  { texto: 'machado de assis', total: 13 },
  { texto: 'machado', total: 15 },
  { texto: 'machismo', total: 2 },
  { texto: 'máquinas elétricas', total: 4 },
];

/** Answers like a server: a moment after the text settles. */
function useFakeSuggestions(text: string): Suggestion[] {
  const [items, setItems] = useState<Suggestion[]>([]);
  useEffect(() => {
    const query = text.trim().toLowerCase();
    const timer = setTimeout(
      () => setItems(query.length >= 3 ? dictionary.filter((item) => item.texto.startsWith(query)) : []),
      150,
    );
    return () => clearTimeout(timer);
  }, [text]);
  return items;
}

function Demo({
  onSubmit,
  initial = '',
  errorMessage,
}: {
  onSubmit: (value: string) => void;
  initial?: string;
  errorMessage?: string;
}) {
  const [text, setText] = useState(initial);
  const items = useFakeSuggestions(text);
  return (
    <form role="search" aria-label="Pesquisa no acervo" style={{ maxWidth: '32rem' }}>
      <SearchComboBox
        label="Termo de pesquisa"
        inputValue={text}
        onInputChange={setText}
        items={items}
        onSubmit={onSubmit}
        isInvalid={Boolean(errorMessage)}
        {...(errorMessage ? { errorMessage } : {})}
      >
        {(item) => (
          <SearchComboBoxItem id={item.texto} textValue={item.texto} onAction={() => onSubmit(item.texto)}>
            {item.texto} ({item.total})
          </SearchComboBoxItem>
        )}
      </SearchComboBox>
    </form>
  );
}

const meta = {
  title: 'Components/SearchComboBox',
  component: Demo,
  args: { onSubmit: fn() },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty, waiting for a term. */
export const Empty: Story = {};

/**
 * Suggestions arrive after typing and the list opens; arrow keys move while focus stays in the
 * box; Enter runs the highlighted suggestion.
 */
export const ChooseASuggestion: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Termo de pesquisa' });
    const body = within(document.body);
    await userEvent.type(input, 'mach');
    const listbox = await body.findByRole('listbox');
    await waitFor(() => expect(within(listbox).getAllByRole('option')).toHaveLength(3));
    await userEvent.keyboard('[ArrowDown]');
    await expect(input).toHaveAttribute(
      'aria-activedescendant',
      within(listbox).getByRole('option', { name: 'machado de assis (13)' }).id,
    );
    await expect(input).toHaveFocus();
    await userEvent.keyboard('[Enter]');
    await expect(args.onSubmit).toHaveBeenLastCalledWith('machado de assis');
  },
};

/** Enter with no suggestion highlighted searches the text as typed. */
export const SearchWhatWasTyped: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Termo de pesquisa' });
    await userEvent.type(input, 'mach');
    await within(document.body).findByRole('listbox');
    await userEvent.keyboard('[Enter]');
    await expect(args.onSubmit).toHaveBeenLastCalledWith('mach');
  },
};

/** The list open over the page, for the visual baseline. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Termo de pesquisa' });
    await userEvent.type(input, 'mach');
    await within(document.body).findByRole('listbox');
  },
};

export const Invalid: Story = {
  args: { errorMessage: 'O campo acima é obrigatório.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Termo de pesquisa' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('O campo acima é obrigatório.');
  },
};
