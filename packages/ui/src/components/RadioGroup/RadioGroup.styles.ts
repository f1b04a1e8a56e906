import { Radio, RadioGroup } from 'react-aria-components';
import styled from 'styled-components';
import { vars } from '../../tokens/css-variables.ts';
import { choiceGroupLayout, choiceRow } from '../Field/Choice.styles.ts';
import { focusRing } from '../Field/Field.styles.ts';

export const StyledRadioGroup = styled(RadioGroup)`
  ${choiceGroupLayout}
`;

export const Dot = styled.span`
  flex: none;
  width: ${vars.size.iconLg};
  height: ${vars.size.iconLg};
  border: ${vars.size.borderWidthStrong} solid ${vars.color.border};
  border-radius: ${vars.radius.pill};
  background: ${vars.color.background};
`;

export const StyledRadio = styled(Radio)`
  ${choiceRow}

  &[data-hovered] ${Dot} {
    border-color: ${vars.color.text};
  }
  &[data-selected] ${Dot} {
    border: calc(${vars.size.iconLg} / 3.2) solid ${vars.color.accent};
  }
  &[data-focus-visible] ${Dot} {
    ${focusRing}
  }
  &[data-invalid] ${Dot} {
    border-color: ${vars.color.danger};
  }

  @media (forced-colors: active) {
    &[data-selected] ${Dot} {
      border-color: Highlight;
    }
  }
`;
