import type { ComponentPropsWithoutRef, ElementType } from 'react';
import styled from 'styled-components';
import { vars } from '../../tokens/css-variables.ts';
import type { Space } from '../Stack/Stack.tsx';

const StyledGrid = styled.div`
  display: grid;
  gap: var(--grid-gap);
  /* min(100%, …) keeps one column from overflowing a narrow or heavily zoomed viewport. */
  grid-template-columns: repeat(auto-fill, minmax(min(100%, var(--grid-min)), 1fr));
  margin: 0;
  padding: 0;
  list-style: none;

  &[data-columns] {
    grid-template-columns: repeat(var(--grid-columns), minmax(0, 1fr));
  }
`;

export type GridProps = Omit<ComponentPropsWithoutRef<'div'>, 'className' | 'style'> & {
  /** @default 'md' */
  gap?: Space;
  /**
   * The narrowest an item may get before the grid drops a column: a CSS length, normally a token
   * (`vars.size.*`). The number of columns follows the available width, so zoom reflows it.
   * @default half the small breakpoint (15rem)
   */
  minItemWidth?: string;
  /** A fixed number of columns instead of the fluid layout. */
  columns?: number;
  /** @default 'div' (use 'ul' for lists of results) */
  as?: ElementType;
};

/** A fluid grid: as many columns as fit, each at least `minItemWidth` wide. */
export function Grid({
  gap = 'md',
  minItemWidth = `calc(${vars.breakpoint.sm} / 2)`,
  columns,
  as,
  ...props
}: GridProps) {
  return (
    <StyledGrid
      {...props}
      as={as}
      data-component="Grid"
      data-columns={columns}
      style={
        {
          '--grid-gap': vars.space[gap],
          '--grid-min': minItemWidth,
          ...(columns ? { '--grid-columns': String(columns) } : {}),
        } as Record<string, string>
      }
    />
  );
}
