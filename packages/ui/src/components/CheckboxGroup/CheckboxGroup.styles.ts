import { CheckboxGroup } from 'react-aria-components';
import styled from 'styled-components';
import { choiceGroupLayout } from '../Field/Choice.styles.ts';

export const StyledCheckboxGroup = styled(CheckboxGroup)`
  ${choiceGroupLayout}
`;
