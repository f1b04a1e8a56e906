import { Checkbox } from 'react-aria-components';
import styled from 'styled-components';
import { vars } from '../../tokens/css-variables.ts';
import { choiceRow } from '../Field/Choice.styles.ts';
import { focusRing } from '../Field/Field.styles.ts';

export const Box = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: ${vars.size.iconLg};
  height: ${vars.size.iconLg};
  border: ${vars.size.borderWidthStrong} solid ${vars.color.border};
  border-radius: ${vars.radius.sm};
  background: ${vars.color.background};
  color: ${vars.color.onAccent};
  font-size: ${vars.size.iconMd};
`;

export const StyledCheckbox = styled(Checkbox)`
  ${choiceRow}

  &[data-hovered] ${Box} {
    border-color: ${vars.color.text};
  }
  &[data-selected] ${Box}, &[data-indeterminate] ${Box} {
    border-color: ${vars.color.accent};
    background: ${vars.color.accent};
  }
  &[data-focus-visible] ${Box} {
    ${focusRing}
  }
  &[data-invalid] ${Box} {
    border-color: ${vars.color.danger};
  }
  &[data-disabled] ${Box} {
    border-color: ${vars.color.borderSubtle};
  }

  @media (forced-colors: active) {
    &[data-selected] ${Box}, &[data-indeterminate] ${Box} {
      background: Highlight;
      color: HighlightText;
    }
  }
`;
