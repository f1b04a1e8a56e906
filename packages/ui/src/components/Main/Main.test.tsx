import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Main } from './Main.tsx';

describe('Main', () => {
  it('is the main landmark, targetable by the skip link', () => {
    render(<Main>Olá</Main>);
    const main = screen.getByRole('main');
    expect(main).toHaveAttribute('id', 'main');
    expect(main).toHaveAttribute('tabindex', '-1');
  });
});
