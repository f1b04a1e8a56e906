import type { ComponentPropsWithoutRef, ElementType } from 'react';
import styled from 'styled-components';
import { vars } from '../../tokens/css-variables.ts';
import type { Tokens } from '../../tokens/neo.ts';

export type Space = keyof Tokens['space'];
export type Align = 'start' | 'center' | 'end' | 'stretch' | 'baseline';

const StyledStack = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--stack-gap);
  align-items: var(--stack-align);
  margin: 0;
  padding: 0;
`;

export type StackProps = Omit<ComponentPropsWithoutRef<'div'>, 'className' | 'style'> & {
  /** The space between children, a spacing token. @default 'md' */
  gap?: Space;
  /** Cross-axis alignment. @default 'stretch' */
  align?: Align;
  /** The element to render, e.g. 'ul' or 'section'. @default 'div' */
  as?: ElementType;
};

/** Children in a column with token spacing between them; nothing else. */
export function Stack({ gap = 'md', align = 'stretch', as, ...props }: StackProps) {
  return (
    <StyledStack
      {...props}
      as={as}
      data-component="Stack"
      style={{ '--stack-gap': vars.space[gap], '--stack-align': align } as Record<string, string>}
    />
  );
}
