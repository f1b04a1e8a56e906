import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ListBoxItem } from '../ListBox/ListBox.tsx';
import { ComboBox } from './ComboBox.tsx';

const libraries = [
  { id: 1, name: 'Biblioteca Central' },
  { id: 2, name: 'Biblioteca de Ciências da Saúde' },
  { id: 3, name: 'Biblioteca de Direito' },
  { id: 4, name: 'Biblioteca Setorial de Engenharia' },
];

const meta = {
  title: 'Components/ComboBox',
  component: ComboBox,
  args: { label: 'Biblioteca', onSelectionChange: fn(), children: null },
  render: ({ label, onSelectionChange }) => (
    <ComboBox label={label} onSelectionChange={onSelectionChange} defaultItems={libraries}>
      {(item) => <ListBoxItem id={item.id}>{item.name}</ListBoxItem>}
    </ComboBox>
  ),
} satisfies Meta<typeof ComboBox>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Typing filters the suggestions; arrow keys move through them while focus stays in the text box
 * (`aria-activedescendant`), Enter picks, Escape closes. Runs in Chromium; the list used to close
 * on the first arrow key when the field spanned the window (see Popover.styles.ts).
 */
export const Autocomplete: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Biblioteca' });
    const body = within(document.body);

    await userEvent.type(input, 'bib');
    const listbox = await body.findByRole('listbox');
    const option = (name: string) => within(listbox).getByRole('option', { name });
    await waitFor(() => expect(within(listbox).getAllByRole('option')).toHaveLength(4));
    await userEvent.keyboard('[ArrowDown]');
    await expect(input).toHaveAttribute('aria-activedescendant', option('Biblioteca Central').id);
    await userEvent.keyboard('[ArrowDown][ArrowDown]');
    await expect(input).toHaveAttribute('aria-activedescendant', option('Biblioteca de Direito').id);
    await userEvent.keyboard('[ArrowUp]');
    await expect(input).toHaveAttribute(
      'aria-activedescendant',
      option('Biblioteca de Ciências da Saúde').id,
    );
    await expect(input).toHaveFocus();
    await userEvent.keyboard('[Enter]');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(2);
    await expect(input).toHaveValue('Biblioteca de Ciências da Saúde');
    await waitFor(() => expect(input).toHaveAttribute('aria-expanded', 'false'));

    await userEvent.clear(input);
    await userEvent.type(input, 'dir');
    await waitFor(() => expect(within(body.getByRole('listbox')).getAllByRole('option')).toHaveLength(1));
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(body.getByRole('option', { name: 'Biblioteca de Direito' }));
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(3);
    await expect(input).toHaveValue('Biblioteca de Direito');

    await userEvent.clear(input);
    await userEvent.type(input, 'bib');
    await waitFor(() => expect(input).toHaveAttribute('aria-expanded', 'true'));
    await userEvent.keyboard('[Escape]');
    await waitFor(() => expect(input).toHaveAttribute('aria-expanded', 'false'));
  },
};

export const Invalid: Story = {
  render: ({ label }) => (
    <ComboBox
      label={label}
      defaultItems={libraries}
      isInvalid
      errorMessage="Escolha uma biblioteca da lista."
      validationBehavior="aria"
    >
      {(item) => <ListBoxItem id={item.id}>{item.name}</ListBoxItem>}
    </ComboBox>
  ),
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Biblioteca' });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('Escolha uma biblioteca da lista.');
  },
};
