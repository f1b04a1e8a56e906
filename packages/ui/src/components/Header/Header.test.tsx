import { render, screen } from '@testing-library/react';
import { I18nProvider } from 'react-aria-components';
import { describe, expect, it } from 'vitest';
import { Header } from './Header.tsx';

describe('Header', () => {
  it('is the banner with a home link named after the institution', () => {
    render(
      <I18nProvider locale="en-US">
        <Header name="UFX" homeHref="/inicio" actions={<button type="button">Sign in</button>} />
      </I18nProvider>,
    );
    const banner = screen.getByRole('banner');
    const home = screen.getByRole('link', { name: 'UFX – home page' });
    expect(banner).toContainElement(home);
    expect(home).toHaveAttribute('href', '/inicio');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('shows the logo as decoration of the named link', () => {
    const { container } = render(
      <I18nProvider locale="pt-BR">
        <Header name="UFX" logo="/logo.svg" />
      </I18nProvider>,
    );
    expect(container.querySelector('img')).toHaveAttribute('alt', '');
    expect(screen.getByRole('link', { name: 'UFX – página inicial' })).toBeInTheDocument();
  });
});
