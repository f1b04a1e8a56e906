import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Inline } from './Inline.tsx';

describe('Inline', () => {
  it('wraps by default and can be told not to', () => {
    const { rerender } = render(<Inline role="group" aria-label="Ações" />);
    expect(screen.getByRole('group').style.getPropertyValue('--inline-wrap')).toBe('wrap');
    rerender(<Inline role="group" aria-label="Ações" wrap={false} justify="end" />);
    const group = screen.getByRole('group');
    expect(group.style.getPropertyValue('--inline-wrap')).toBe('nowrap');
    expect(group.style.getPropertyValue('--inline-justify')).toBe('end');
  });
});
