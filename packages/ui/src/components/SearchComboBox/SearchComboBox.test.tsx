import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { I18nProvider } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';
import { SearchComboBox, SearchComboBoxItem } from './index.ts';

type Suggestion = { texto: string };

/** Suggestions arrive a moment after the text changes, as from a server. */
function Harness({ onSubmit }: { onSubmit: (value: string) => void }) {
  const [text, setText] = useState('');
  const [items, setItems] = useState<Suggestion[]>([]);
  return (
    <I18nProvider locale="pt-BR">
      <SearchComboBox
        label="Termo"
        inputValue={text}
        onInputChange={(value) => {
          setText(value);
          setItems([]);
          setTimeout(() => setItems(value ? [{ texto: `${value}do` }, { texto: `${value}l` }] : []), 20);
        }}
        items={items}
        onSubmit={onSubmit}
      >
        {(item) => (
          <SearchComboBoxItem id={item.texto} onAction={() => onSubmit(item.texto)}>
            {item.texto}
          </SearchComboBoxItem>
        )}
      </SearchComboBox>
    </I18nProvider>
  );
}

describe('SearchComboBox', () => {
  it('opens the suggestions when they arrive after the text changed', async () => {
    render(<Harness onSubmit={vi.fn()} />);
    await userEvent.type(screen.getByRole('combobox', { name: 'Termo' }), 'macha');
    const listbox = await screen.findByRole('listbox');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['machado', 'machal']);
  });

  it('searches what was typed on Enter when no suggestion is highlighted', async () => {
    const onSubmit = vi.fn();
    render(<Harness onSubmit={onSubmit} />);
    await userEvent.type(screen.getByRole('combobox', { name: 'Termo' }), 'macha');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith('macha');
  });

  it('runs the suggestion chosen with the arrow keys and Enter', async () => {
    const onSubmit = vi.fn();
    render(<Harness onSubmit={onSubmit} />);
    await userEvent.type(screen.getByRole('combobox', { name: 'Termo' }), 'macha');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith('machal');
  });

  it('clears the text with its button and keeps focus in the box', async () => {
    render(<Harness onSubmit={vi.fn()} />);
    const input = screen.getByRole('combobox', { name: 'Termo' });
    await userEvent.type(input, 'abc');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: 'Limpar pesquisa' }));
    expect(input).toHaveValue('');
    expect(input).toHaveFocus();
  });

  it('closes the list with Escape, then clears the text with a second Escape', async () => {
    render(<Harness onSubmit={vi.fn()} />);
    const input = screen.getByRole('combobox', { name: 'Termo' });
    await userEvent.type(input, 'abc');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(input).toHaveValue('abc');
    await userEvent.keyboard('{Escape}');
    expect(input).toHaveValue('');
  });
});
