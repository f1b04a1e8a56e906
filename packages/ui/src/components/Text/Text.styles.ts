import styled, { css } from 'styled-components';
import { vars } from '../../tokens/css-variables.ts';

type FontSize = keyof typeof vars.font.size;

/** What Text and Heading share: no margins, the kit's family and colour, long words wrap. */
export const typeBase = css`
  margin: 0;
  color: ${vars.color.text};
  font-family: ${vars.font.family};
  overflow-wrap: anywhere;
`;

/** `data-size` picks one of the given steps of the type scale. */
export const typeScale = (steps: readonly FontSize[]) => css`
  ${steps.map(
    (step) => css`
      &[data-size='${step}'] {
        font-size: ${vars.font.size[step]};
      }
    `,
  )}
`;

export const textSizes = ['xs', 'sm', 'md', 'lg'] as const satisfies readonly FontSize[];

export const StyledText = styled.p`
  ${typeBase}
  ${typeScale(textSizes)}
  line-height: ${vars.font.lineHeight.normal};
  font-weight: ${vars.font.weight.regular};

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
