import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInLocale } from '../../testing/in-locale.tsx';
import { describe, expect, it, vi } from 'vitest';
import { LanguageSelector } from './LanguageSelector.tsx';

describe('LanguageSelector', () => {
  it('shows the current language and reports a new choice', async () => {
    const onChange = vi.fn();
    renderInLocale(<LanguageSelector value="es" onChange={onChange} />);
    const trigger = screen.getByRole('button', { name: /Idioma/ });
    expect(trigger).toHaveTextContent('Español');
    await userEvent.click(trigger);
    await userEvent.click(screen.getByRole('option', { name: 'Italiano' }));
    expect(onChange).toHaveBeenCalledWith('it');
  });

  it('marks each language name with its own language', async () => {
    renderInLocale(<LanguageSelector value="pt" onChange={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: /Idioma/ }));
    expect(screen.getByRole('option', { name: 'Français' })).toHaveAttribute('lang', 'fr');
  });
});
