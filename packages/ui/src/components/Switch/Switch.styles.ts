import { Switch } from 'react-aria-components';
import styled from 'styled-components';
import { vars } from '../../tokens/css-variables.ts';
import { choiceRow } from '../Field/Choice.styles.ts';
import { focusRing } from '../Field/Field.styles.ts';

export const Track = styled.span`
  flex: none;
  display: inline-flex;
  align-items: center;
  width: calc(2 * ${vars.size.iconLg});
  height: ${vars.size.iconLg};
  padding: ${vars.space.xxs};
  border: ${vars.size.borderWidthStrong} solid ${vars.color.border};
  border-radius: ${vars.radius.pill};
  background: ${vars.color.background};
  transition: background-color ${vars.motion.fast} ease-out;

  [data-part='Thumb'] {
    width: calc(${vars.size.iconLg} - 2 * ${vars.space.xxs} - 2 * ${vars.size.borderWidthStrong});
    aspect-ratio: 1;
    border-radius: ${vars.radius.pill};
    background: ${vars.color.border};
    transition: transform ${vars.motion.fast} ${vars.motion.easeStandard};
  }
`;

export const StyledSwitch = styled(Switch)`
  ${choiceRow}

  &[data-selected] ${Track} {
    border-color: ${vars.color.accent};
    background: ${vars.color.accent};
  }
  &[data-selected] [data-part='Thumb'] {
    background: ${vars.color.onAccent};
    transform: translateX(${vars.size.iconLg});
  }
  &[data-focus-visible] ${Track} {
    ${focusRing}
  }

  @media (forced-colors: active) {
    &[data-selected] [data-part='Thumb'] {
      background: HighlightText;
    }
    &[data-selected] ${Track} {
      background: Highlight;
    }
  }
`;
