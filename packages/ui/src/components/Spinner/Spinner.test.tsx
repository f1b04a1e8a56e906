import { render, screen } from '@testing-library/react';
import { I18nProvider } from 'react-aria-components';
import { describe, expect, it } from 'vitest';
import { Spinner } from './Spinner.tsx';

describe('Spinner', () => {
  it('announces loading in the react-aria locale', () => {
    render(
      <I18nProvider locale="es-ES">
        <Spinner />
      </I18nProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Cargando…');
  });

  it('uses the given label', () => {
    render(<Spinner label="Renovando" showLabel />);
    expect(screen.getByRole('status')).toHaveTextContent('Renovando');
  });
});
