import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Footer } from './Footer.tsx';

describe('Footer', () => {
  it('is the contentinfo landmark', () => {
    render(<Footer>Biblioteca</Footer>);
    expect(screen.getByRole('contentinfo')).toHaveTextContent('Biblioteca');
  });
});
