import { CheckboxGroup } from 'react-aria-components';
import styled from 'styled-components';
import { vars } from '../../tokens/css-variables.ts';
import { fieldLayout } from '../Field/Field.styles.ts';

export const StyledCheckboxGroup = styled(CheckboxGroup)`
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
