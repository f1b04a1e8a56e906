import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TopBar } from './TopBar.tsx';

describe('TopBar', () => {
  it('is a region named by its label', () => {
    render(<TopBar label="Acessibilidade e idioma">x</TopBar>);
    expect(screen.getByRole('region', { name: 'Acessibilidade e idioma' })).toBeInTheDocument();
  });
});
