import type { ComponentPropsWithoutRef, ElementType } from 'react';
import styled from 'styled-components';
import { vars } from '../../tokens/css-variables.ts';
import type { Align, Space } from '../Stack/Stack.tsx';

export type Justify = 'start' | 'center' | 'end' | 'space-between';

const StyledInline = styled.div`
  display: flex;
  flex-direction: row;
  flex-wrap: var(--inline-wrap);
  gap: var(--inline-gap);
  align-items: var(--inline-align);
  justify-content: var(--inline-justify);
  margin: 0;
  padding: 0;
`;

export type InlineProps = Omit<ComponentPropsWithoutRef<'div'>, 'className' | 'style'> & {
  /** The space between children, a spacing token. @default 'sm' */
  gap?: Space;
  /** @default 'center' */
  align?: Align;
  /** @default 'start' */
  justify?: Justify;
  /** Wrap onto new lines when space runs out, which zoomed layouts need. @default true */
  wrap?: boolean;
  /** @default 'div' */
  as?: ElementType;
};

/** Children in a row that wraps, with token spacing: toolbars, tag lists, button groups. */
export function Inline({
  gap = 'sm',
  align = 'center',
  justify = 'start',
  wrap = true,
  as,
  ...props
}: InlineProps) {
  return (
    <StyledInline
      {...props}
      as={as}
      data-component="Inline"
      style={
        {
          '--inline-gap': vars.space[gap],
          '--inline-align': align,
          '--inline-justify': justify,
          '--inline-wrap': wrap ? 'wrap' : 'nowrap',
        } as Record<string, string>
      }
    />
  );
}
