import { Radio, RadioGroup, Slider, Switch } from 'react-aria-components';
import styled from 'styled-components';
import { focusRing } from '../../theme/focus-ring.ts';
import { vars } from '../../tokens/css-variables.ts';

export const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${vars.space.lg};
  padding: ${vars.space.lg};
  background: ${vars.color.surfaceRaised};
  color: ${vars.color.text};
  border: ${vars.size.borderWidth} solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  max-width: calc(${vars.breakpoint.sm} + ${vars.space.xxl});

  h2,
  h3 {
    margin: 0;
    font-size: ${vars.font.size.lg};
    font-weight: ${vars.font.weight.bold};
  }

  [data-part='label'],
  legend {
    font-weight: ${vars.font.weight.bold};
    padding: 0;
  }

  [data-part='description'] {
    font-size: ${vars.font.size.sm};
    color: ${vars.color.textMuted};
  }
`;

export const ZoomSlider = styled(Slider)`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${vars.space.sm};

  output {
    font-variant-numeric: tabular-nums;
  }

  [data-part='track'] {
    grid-column: 1 / -1;
    position: relative;
    height: ${vars.size.target};

    &::before {
      content: '';
      position: absolute;
      inset-inline: 0;
      top: 50%;
      height: ${vars.space.xs};
      transform: translateY(-50%);
      background: ${vars.color.border};
      border-radius: ${vars.radius.pill};
    }
  }

  [data-part='thumb'] {
    top: 50%;
    width: ${vars.size.iconLg};
    height: ${vars.size.iconLg};
    border-radius: ${vars.radius.pill};
    background: ${vars.color.accent};
    border: ${vars.size.borderWidthStrong} solid ${vars.color.focusHalo};
    outline: ${vars.size.borderWidth} solid ${vars.color.accent};

    &[data-dragging] {
      background: ${vars.color.accentHover};
    }
    &[data-focus-visible] {
      ${focusRing}
    }

    @media (forced-colors: active) {
      background: ButtonText;
    }
  }
`;

export const ColourGroup = styled(RadioGroup)`
  display: flex;
  flex-direction: column;
  gap: ${vars.space.xs};
`;

export const ColourRadio = styled(Radio)`
  display: flex;
  align-items: center;
  gap: ${vars.space.sm};
  min-height: ${vars.size.target};
  cursor: pointer;

  &::before {
    content: '';
    flex: none;
    width: ${vars.size.iconMd};
    height: ${vars.size.iconMd};
    border: ${vars.size.borderWidthStrong} solid ${vars.color.border};
    border-radius: ${vars.radius.pill};
    background: ${vars.color.background};
  }

  &[data-selected]::before {
    border-color: ${vars.color.accent};
    background: radial-gradient(${vars.color.accent} 40%, ${vars.color.background} 45%);
  }

  &[data-focus-visible]::before {
    ${focusRing}
  }

  @media (forced-colors: active) {
    &[data-selected]::before {
      background: Highlight;
      border-color: Highlight;
    }
  }
`;

export const Toggle = styled(Switch)`
  display: flex;
  align-items: center;
  gap: ${vars.space.sm};
  min-height: ${vars.size.target};
  cursor: pointer;

  [data-part='track'] {
    flex: none;
    display: inline-flex;
    align-items: center;
    width: calc(2 * ${vars.size.iconMd} + ${vars.space.xs});
    height: calc(${vars.size.iconMd} + ${vars.space.xs});
    padding: ${vars.space.xxs};
    border: ${vars.size.borderWidthStrong} solid ${vars.color.border};
    border-radius: ${vars.radius.pill};
    background: ${vars.color.background};
    transition: background-color ${vars.motion.fast} ${vars.motion.easeStandard};
  }

  [data-part='handle'] {
    width: ${vars.size.iconSm};
    height: ${vars.size.iconSm};
    border-radius: ${vars.radius.pill};
    background: ${vars.color.border};
    transition: transform ${vars.motion.fast} ${vars.motion.easeStandard};
  }

  &[data-selected] [data-part='track'] {
    background: ${vars.color.accent};
    border-color: ${vars.color.accent};
  }

  &[data-selected] [data-part='handle'] {
    background: ${vars.color.onAccent};
    transform: translateX(calc(${vars.size.iconMd} - ${vars.space.xxs}));
  }

  &[data-focus-visible] [data-part='track'] {
    ${focusRing}
  }

  @media (forced-colors: active) {
    &[data-selected] [data-part='track'] {
      background: Highlight;
    }
    [data-part='handle'] {
      background: CanvasText;
    }
  }
`;
