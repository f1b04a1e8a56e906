import { act, screen } from '@testing-library/react';
import { renderInLocale } from '../../testing/in-locale.tsx';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PageLoading } from './PageLoading.tsx';

describe('PageLoading', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows nothing for a fast load, then a status with words', () => {
    renderInLocale(<PageLoading delay={250} />);
    expect(screen.queryByRole('status')).toBeNull();
    act(() => vi.advanceTimersByTime(250));
    expect(screen.getByRole('status')).toHaveTextContent('Carregando a página…');
  });
});
