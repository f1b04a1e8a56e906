import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Text } from './Text.tsx';

describe('Text', () => {
  it('is a paragraph by default and exposes size, tone and weight', () => {
    render(
      <Text tone="muted" size="sm" weight="bold">
        Publicado em 1899
      </Text>,
    );
    const text = screen.getByText('Publicado em 1899');
    expect(text.tagName).toBe('P');
    expect(text).toHaveAttribute('data-tone', 'muted');
    expect(text).toHaveAttribute('data-size', 'sm');
    expect(text).toHaveAttribute('data-weight', 'bold');
  });
});
