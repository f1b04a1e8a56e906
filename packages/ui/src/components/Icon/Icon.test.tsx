import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Icon } from './Icon.tsx';
import { iconNames, iconPaths } from './paths.ts';

describe('Icon', () => {
  it('is hidden from assistive technology unless labelled', () => {
    const { container } = render(<Icon name="search" />);
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('becomes an image with a name when labelled', () => {
    render(<Icon name="warning" label="Atenção" />);
    expect(screen.getByRole('img', { name: 'Atenção' })).toHaveAttribute('data-icon', 'warning');
  });

  it('draws every glyph of the set with at least one path', () => {
    for (const name of iconNames) expect(iconPaths[name].length, name).toBeGreaterThan(0);
  });
});
