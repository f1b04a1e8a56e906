import type { ComponentPropsWithoutRef, ElementType } from 'react';
import { StyledText, type textSizes } from './Text.styles.ts';

export type TextSize = (typeof textSizes)[number];
export type TextTone = 'default' | 'muted' | 'danger' | 'success' | 'warning';
export type TextWeight = 'regular' | 'medium' | 'bold';

export type TextProps = Omit<ComponentPropsWithoutRef<'p'>, 'className' | 'style'> & {
  /** @default 'md' */
  size?: TextSize;
  /** Status tones are for text that also says its status in words. @default 'default' */
  tone?: TextTone;
  /** @default 'regular' */
  weight?: TextWeight;
  /** Limit the line length to a comfortable reading measure (about 70 characters). */
  measure?: boolean;
  /** @default 'p' */
  as?: ElementType;
};

/** Body text on the type scale, in token colours that hold their contrast in every scheme. */
export function Text({
  size = 'md',
  tone = 'default',
  weight = 'regular',
  measure,
  as,
  ...props
}: TextProps) {
  return (
    <StyledText
      {...props}
      as={as}
      data-component="Text"
      data-size={size}
      data-tone={tone}
      data-weight={weight}
      data-measure={measure || undefined}
    />
  );
}
