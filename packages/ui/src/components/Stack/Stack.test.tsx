import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Stack } from './Stack.tsx';

describe('Stack', () => {
  it('renders the requested element with the gap as a token reference', () => {
    render(
      <Stack as="ul" gap="lg" aria-label="Lista">
        <li>Um</li>
      </Stack>,
    );
    const list = screen.getByRole('list', { name: 'Lista' });
    expect(list).toHaveAttribute('data-component', 'Stack');
    expect(list.style.getPropertyValue('--stack-gap')).toBe('var(--space-lg)');
  });
});
