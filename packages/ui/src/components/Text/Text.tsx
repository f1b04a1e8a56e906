import type { ComponentPropsWithoutRef, ElementType } from 'react';
import styled from 'styled-components';
import { vars } from '../../tokens/css-variables.ts';

export type TextSize = 'xs' | 'sm' | 'md' | 'lg';
export type TextTone = 'default' | 'muted' | 'danger' | 'success' | 'warning';
export type TextWeight = 'regular' | 'medium' | 'bold';

const StyledText = styled.p`
  margin: 0;
  font-family: ${vars.font.family};
  line-height: ${vars.font.lineHeight.normal};
  color: ${vars.color.text};
  font-weight: ${vars.font.weight.regular};
  overflow-wrap: anywhere;

  &[data-size='xs'] {
    font-size: ${vars.font.size.xs};
  }
  &[data-size='sm'] {
    font-size: ${vars.font.size.sm};
  }
  &[data-size='md'] {
    font-size: ${vars.font.size.md};
  }
  &[data-size='lg'] {
    font-size: ${vars.font.size.lg};
  }
  &[data-tone='muted'] {
    color: ${vars.color.textMuted};
  }
  &[data-tone='danger'] {
    color: ${vars.color.danger};
  }
  &[data-tone='success'] {
    color: ${vars.color.success};
  }
  &[data-tone='warning'] {
    color: ${vars.color.warning};
  }
  &[data-weight='medium'] {
    font-weight: ${vars.font.weight.medium};
  }
  &[data-weight='bold'] {
    font-weight: ${vars.font.weight.bold};
  }
  &[data-measure] {
    max-width: ${vars.size.measure};
  }
`;

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
