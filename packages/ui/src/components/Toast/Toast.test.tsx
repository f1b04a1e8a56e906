import { act, fireEvent, render, screen } from '@testing-library/react';
import { I18nProvider } from 'react-aria-components';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastRegion } from './ToastRegion.tsx';
import { createToastQueue } from './toast-queue.ts';

/** A region on its own queue, in Portuguese, so each test starts with no toasts. */
function renderRegion() {
  const queue = createToastQueue();
  render(
    <I18nProvider locale="pt-BR">
      <ToastRegion queue={queue} />
    </I18nProvider>,
  );
  return queue;
}

describe('ToastRegion', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('announces politely and closes itself after 8000 ms', () => {
    const queue = renderRegion();
    act(() => {
      queue.show({ tone: 'success', title: 'Empréstimo renovado.' });
    });
    expect(screen.getByRole('region', { name: 'Notificações' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Empréstimo renovado.');
    act(() => vi.advanceTimersByTime(7900));
    expect(screen.queryByRole('status')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('keeps the toast while the pointer rests on the region', () => {
    const queue = renderRegion();
    act(() => {
      queue.show({ tone: 'info', title: 'Reserva registrada.' });
    });
    const region = screen.getByRole('region', { name: 'Notificações' });
    fireEvent.pointerEnter(region, { pointerType: 'mouse' });
    fireEvent.pointerOver(region, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(20_000));
    expect(screen.getByRole('status')).toHaveTextContent('Reserva registrada.');
    fireEvent.pointerLeave(region, { pointerType: 'mouse' });
    fireEvent.pointerOut(region, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(8100));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('stays until dismissed when the timeout is null', () => {
    const queue = renderRegion();
    act(() => {
      queue.show({ tone: 'error', title: 'Sessão expirada.' }, { timeout: null });
    });
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByRole('status')).toHaveTextContent('Sessão expirada.');
    fireEvent.click(screen.getByRole('button', { name: 'Fechar' }));
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
