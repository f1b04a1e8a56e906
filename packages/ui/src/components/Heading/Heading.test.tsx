import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Heading } from './Heading.tsx';

describe('Heading', () => {
  it('renders the level as the element and the size independently', () => {
    render(
      <Heading level={3} size="xl">
        Filtros
      </Heading>,
    );
    const heading = screen.getByRole('heading', { level: 3, name: 'Filtros' });
    expect(heading.tagName).toBe('H3');
    expect(heading).toHaveAttribute('data-size', 'xl');
  });

  it('derives a size from the level when none is given', () => {
    render(<Heading level={1}>Acervo</Heading>);
    expect(screen.getByRole('heading', { level: 1 })).toHaveAttribute('data-size', 'xxl');
  });
});
