import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Grid } from './Grid.tsx';

describe('Grid', () => {
  it('is fluid by default and fixed when given columns', () => {
    const { rerender } = render(<Grid as="ul" aria-label="Obras" />);
    const grid = screen.getByRole('list', { name: 'Obras' });
    expect(grid).not.toHaveAttribute('data-columns');
    expect(grid.style.getPropertyValue('--grid-min')).toBe('calc(var(--breakpoint-sm) / 2)');
    rerender(<Grid as="ul" aria-label="Obras" columns={3} />);
    expect(screen.getByRole('list')).toHaveAttribute('data-columns', '3');
    expect(screen.getByRole('list').style.getPropertyValue('--grid-columns')).toBe('3');
  });
});
