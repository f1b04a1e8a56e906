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
 * Typing filters the suggestions; Escape closes them. Arrow-key navigation and Enter are covered
 * by ComboBox.test.tsx: in the test runner's small iframe, react-aria closes the non-modal list
 * when the keyboard scrolls its first option into view (close-on-scroll), which a real window
 * does not trigger.
 */
export const Autocomplete: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Biblioteca' });
    await userEvent.type(input, 'dir');
    const body = within(document.body);
    const listbox = await body.findByRole('listbox');
    await waitFor(() => expect(within(listbox).getAllByRole('option')).toHaveLength(1));
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(within(listbox).getByRole('option', { name: 'Biblioteca de Direito' }));
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
