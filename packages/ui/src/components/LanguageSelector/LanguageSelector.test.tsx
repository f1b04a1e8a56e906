import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInLocale } from '../../testing/in-locale.tsx';
import { describe, expect, it, vi } from 'vitest';
import { LanguageSelector } from './LanguageSelector.tsx';

describe('LanguageSelector', () => {
  it('shows the current language and reports a new choice', async () => {
    const onChange = vi.fn();
    renderInLocale(<LanguageSelector value="es" onChange={onChange} />);
    const trigger = screen.getByRole('button', { name: 'Idioma Español' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Italiano' }));
    expect(onChange).toHaveBeenCalledWith('it');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(trigger).toHaveFocus();
  });

  it('marks each language name with its own language, and the chosen one as current', async () => {
    renderInLocale(<LanguageSelector value="pt" onChange={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: /Idioma/ }));
    expect(screen.getByRole('button', { name: 'Français' })).toHaveAttribute('lang', 'fr');
    expect(screen.getByRole('button', { name: 'Português' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: 'Português' })).toHaveFocus();
  });

  it('choosing the current language again changes nothing', async () => {
    const onChange = vi.fn();
    renderInLocale(<LanguageSelector value="pt" onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: /Idioma/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Português' }));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('closes when focus leaves it or the pointer goes down elsewhere', async () => {
    renderInLocale(
      <>
        <LanguageSelector value="pt" onChange={() => {}} />
        <button type="button">Elsewhere</button>
      </>,
    );
    const trigger = screen.getByRole('button', { name: /Idioma/ });
    await userEvent.click(trigger);
    await userEvent.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('button', { name: 'English' })).toBeNull();
    await userEvent.click(trigger);
    await userEvent.keyboard('{End}');
    await userEvent.tab();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });
});
