import { ComboBox, Input } from 'react-aria-components';
import styled from 'styled-components';
import { focusRing } from '../../theme/focus-ring.ts';
import { vars } from '../../tokens/css-variables.ts';
import { fieldLayout, inputLook } from '../Field/Field.styles.ts';
import { atInputEnd, iconButtonLook } from '../Field/InputAdornment.styles.ts';

export const StyledSearchComboBox = styled(ComboBox)`
  ${fieldLayout}

  [data-part='Icon'] {
    position: absolute;
    inset-inline-start: ${vars.space.md};
    display: inline-flex;
    color: ${vars.color.textMuted};
    font-size: ${vars.size.iconMd};
    pointer-events: none;
  }
` as typeof ComboBox;

export const SearchComboInput = styled(Input)`
  ${inputLook}
  width: 100%;
  padding-inline: calc(${vars.space.md} + ${vars.size.iconMd} + ${vars.space.sm}) ${vars.size.target};

  &::-webkit-search-cancel-button,
  &::-webkit-search-decoration {
    appearance: none;
  }
`;

/** A native button: inside a ComboBox a react-aria Button would become the list's toggle. */
export const ClearButton = styled.button`
  ${iconButtonLook}
  ${atInputEnd}
  &:hover {
    background: ${vars.color.surface};
  }
  &:focus-visible {
    ${focusRing}
  }
`;
