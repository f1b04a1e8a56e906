import type { ComponentPropsWithoutRef } from 'react';
import styled from 'styled-components';
import { vars } from '../../tokens/css-variables.ts';
import { typeBase, typeScale } from '../Text/Text.styles.ts';

export type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;

const headingSizes = ['sm', 'md', 'lg', 'xl', 'xxl'] as const;
export type HeadingSize = (typeof headingSizes)[number];

const defaultSize: Record<HeadingLevel, HeadingSize> = {
  1: 'xxl',
  2: 'xl',
  3: 'lg',
  4: 'md',
  5: 'md',
  6: 'sm',
};

const StyledHeading = styled.h2`
  ${typeBase}
  ${typeScale(headingSizes)}
  font-weight: ${vars.font.weight.bold};
  line-height: ${vars.font.lineHeight.tight};
`;

export type HeadingProps = Omit<ComponentPropsWithoutRef<'h2'>, 'className' | 'style'> & {
  /** The outline level: pick it from the page structure, never for its look. */
  level: HeadingLevel;
  /** The look, independent of the level. @default by level */
  size?: HeadingSize;
};

/** A heading whose level (structure) and size (look) are chosen separately. */
export function Heading({ level, size = defaultSize[level], ...props }: HeadingProps) {
  return <StyledHeading {...props} as={`h${level}`} data-component="Heading" data-size={size} />;
}
