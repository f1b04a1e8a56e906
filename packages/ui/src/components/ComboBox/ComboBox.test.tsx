import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';
import { ListBoxItem } from '../ListBox/ListBox.tsx';
import { ComboBox } from './ComboBox.tsx';

const libraries = [
  { id: 1, name: 'Biblioteca Central' },
  { id: 2, name: 'Biblioteca de Direito' },
];

describe('ComboBox', () => {
  it('fills the text box with the suggestion chosen by keyboard', async () => {
    const onSelectionChange = vi.fn();
    render(
      <I18nProvider locale="pt-BR">
        <ComboBox label="Biblioteca" defaultItems={libraries} onSelectionChange={onSelectionChange}>
          {(item) => <ListBoxItem id={item.id}>{item.name}</ListBoxItem>}
        </ComboBox>
      </I18nProvider>,
    );
    const input = screen.getByRole('combobox', { name: 'Biblioteca' });
    await userEvent.type(input, 'dir');
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).getAllByRole('option')).toHaveLength(1);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(onSelectionChange).toHaveBeenLastCalledWith(2);
    expect(input).toHaveValue('Biblioteca de Direito');
  });
});

describe('ComboBox keyboard', () => {
  it('opens with ArrowUp on the last suggestion, moves with arrows and closes with Escape', async () => {
    render(
      <I18nProvider locale="pt-BR">
        <ComboBox label="Biblioteca" defaultItems={libraries}>
          {(item) => <ListBoxItem id={item.id}>{item.name}</ListBoxItem>}
        </ComboBox>
      </I18nProvider>,
    );
    const input = screen.getByRole('combobox', { name: 'Biblioteca' });
    await userEvent.tab();
    await userEvent.keyboard('{ArrowUp}');
    const listbox = await screen.findByRole('listbox');
    const option = (name: string) => within(listbox).getByRole('option', { name });
    expect(input).toHaveAttribute('aria-activedescendant', option('Biblioteca de Direito').id);
    await userEvent.keyboard('{ArrowUp}');
    expect(input).toHaveAttribute('aria-activedescendant', option('Biblioteca Central').id);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(input).toHaveFocus();
  });
});
