import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { VisuallyHidden } from './VisuallyHidden.tsx';

describe('VisuallyHidden', () => {
  it('keeps its text in the accessible name', () => {
    render(
      <button type="button">
        3<VisuallyHidden> reservas</VisuallyHidden>
      </button>,
    );
    expect(screen.getByRole('button', { name: '3 reservas' })).toBeInTheDocument();
  });
});
