import { Button, Input, SearchField } from 'react-aria-components';
import styled from 'styled-components';
import { vars } from '../../tokens/css-variables.ts';
import { fieldLayout, inputLook } from '../Field/Field.styles.ts';
import { AdornedInputRow, iconButtonLook, atInputEnd } from '../Field/InputAdornment.styles.ts';

export const StyledSearchField = styled(SearchField)`
  ${fieldLayout}

  &[data-empty] [data-part='Clear'] {
    display: none;
  }
`;

export const InputRow = styled(AdornedInputRow)`
  [data-part='Icon'] {
    position: absolute;
    inset-inline-start: ${vars.space.md};
    display: inline-flex;
    color: ${vars.color.textMuted};
    font-size: ${vars.size.iconMd};
    pointer-events: none;
  }
`;

export const SearchInput = styled(Input)`
  ${inputLook}
  width: 100%;
  padding-inline: calc(${vars.space.md} + ${vars.size.iconMd} + ${vars.space.sm}) ${vars.size.target};

  &::-webkit-search-cancel-button,
  &::-webkit-search-decoration {
    appearance: none;
  }
`;

export const ClearButton = styled(Button)`
  ${iconButtonLook}
  ${atInputEnd}
`;
