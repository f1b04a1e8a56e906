import { css } from 'styled-components';
import { vars } from '../../tokens/css-variables.ts';

/**
 * What Alert and Toast share: `data-tone` picks the accent (and the surface, which only the alert
 * paints), the icon takes the accent, and the tone's word is read but not shown, because sighted
 * readers get it from icon and colour.
 */
export const toneMessage = css`
  --tone-accent: ${vars.color.info};
  --tone-surface: ${vars.color.infoSurface};

  &[data-tone='success'] {
    --tone-accent: ${vars.color.success};
    --tone-surface: ${vars.color.successSurface};
  }
  &[data-tone='warning'] {
    --tone-accent: ${vars.color.warning};
    --tone-surface: ${vars.color.warningSurface};
  }
  &[data-tone='error'] {
    --tone-accent: ${vars.color.danger};
    --tone-surface: ${vars.color.dangerSurface};
  }

  [data-part='Icon'] {
    display: inline-flex;
    padding-block: ${vars.space.sm};
    color: var(--tone-accent);
    font-size: ${vars.size.iconLg};
  }
  [data-part='Tone'] {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
`;
