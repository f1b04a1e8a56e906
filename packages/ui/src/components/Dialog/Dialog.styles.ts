import { Dialog, Heading } from 'react-aria-components';
import styled from 'styled-components';
import { vars } from '../../tokens/css-variables.ts';

export const StyledDialog = styled(Dialog)`
  display: flex;
  flex-direction: column;
  gap: ${vars.space.md};
  padding: ${vars.space.lg};
  outline: none;

  [data-part='Header'] {
    display: flex;
    align-items: flex-start;
    justify-content: space-between;
    gap: ${vars.space.md};
  }
  [data-part='Actions'] {
    display: flex;
    flex-wrap: wrap;
    justify-content: flex-end;
    gap: ${vars.space.sm};
  }
`;

export const Title = styled(Heading)`
  margin: 0;
  font-size: ${vars.font.size.lg};
  line-height: ${vars.font.lineHeight.tight};
`;
