import { css } from 'styled-components';
import { vars } from '../tokens/css-variables.ts';

/**
 * The kit's focus indicator, after GOV.UK: a thick two-tone ring (halo inside, focus colour
 * outside) that is visible on any background. Box-shadows vanish in forced-colours mode, so a
 * transparent outline sits underneath: the OS paints it in its own colour and it stays visible.
 */
export const focusRing = css`
  outline: ${vars.size.focusWidth} solid transparent;
  outline-offset: 0;
  box-shadow:
    0 0 0 ${vars.size.focusWidth} ${vars.color.focusHalo},
    0 0 0 calc(2 * ${vars.size.focusWidth}) ${vars.color.focus};

  @media (forced-colors: active) {
    outline-color: Highlight;
    outline-offset: ${vars.size.focusWidth};
  }
`;

/** For text links: the GOV.UK treatment, a filled background and a thick underline bar. */
export const focusRingText = css`
  outline: ${vars.size.focusWidth} solid transparent;
  background-color: ${vars.color.focus};
  color: ${vars.color.focusHalo};
  box-shadow:
    0 calc(-1 * ${vars.size.focusWidth}) ${vars.color.focus},
    0 ${vars.size.focusWidth} ${vars.color.focusHalo};
  text-decoration: none;

  @media (forced-colors: active) {
    outline-color: Highlight;
  }
`;
