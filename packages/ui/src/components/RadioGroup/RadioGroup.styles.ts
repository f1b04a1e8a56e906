import { Radio, RadioGroup } from 'react-aria-components';
import styled from 'styled-components';
import { vars } from '../../tokens/css-variables.ts';
import { fieldLayout, focusRing } from '../Field/Field.styles.ts';

export const StyledRadioGroup = styled(RadioGroup)`
  ${fieldLayout}

  [data-part='Items'] {
    display: flex;
    flex-direction: column;
  }
  &[data-orientation='horizontal'] [data-part='Items'] {
    flex-direction: row;
    flex-wrap: wrap;
    column-gap: ${vars.space.lg};
  }
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
  display: inline-flex;
  align-items: center;
  gap: ${vars.space.sm};
  min-height: ${vars.size.target};
  color: ${vars.color.text};
  cursor: pointer;

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
  &[data-disabled] {
    color: ${vars.color.textDisabled};
    cursor: not-allowed;
  }

  @media (forced-colors: active) {
    &[data-selected] ${Dot} {
      border-color: Highlight;
    }
  }
`;
