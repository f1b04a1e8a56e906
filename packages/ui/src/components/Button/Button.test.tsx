import { render, screen } from '@testing-library/react';
import { I18nProvider } from 'react-aria-components';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './Button.tsx';

describe('Button', () => {
  it('is pressed by pointer, Enter and Space alike', async () => {
    const onPress = vi.fn();
    render(<Button onPress={onPress}>Renovar</Button>);
    const button = screen.getByRole('button', { name: 'Renovar' });

    await userEvent.click(button);
    button.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');

    expect(onPress).toHaveBeenCalledTimes(3);
  });

  it('exposes its variant and component name as stable public attributes', () => {
    render(<Button variant="secondary">Cancelar</Button>);
    const button = screen.getByRole('button', { name: 'Cancelar' });
    expect(button).toHaveAttribute('data-component', 'Button');
    expect(button).toHaveAttribute('data-variant', 'secondary');
  });

  it('cannot be pressed while disabled', async () => {
    const onPress = vi.fn();
    render(
      <Button isDisabled onPress={onPress}>
        Reservar
      </Button>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Reservar' }));
    expect(onPress).not.toHaveBeenCalled();
  });
});

describe('Button while pending', () => {
  it('ignores presses and announces progress in the locale', async () => {
    const onPress = vi.fn();
    render(
      <I18nProvider locale="en-US">
        <Button isPending onPress={onPress}>
          Renew
        </Button>
      </I18nProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: /Renew/ }));
    expect(onPress).not.toHaveBeenCalled();
    expect(screen.getByRole('progressbar', { name: 'Please wait…' })).toBeInTheDocument();
  });

  it('names an icon-only button by its label', () => {
    render(<Button icon={<svg />} aria-label="Fechar" />);
    expect(screen.getByRole('button', { name: 'Fechar' })).toHaveAttribute('data-icon-only', 'true');
  });
});
