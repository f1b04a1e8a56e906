import styled from 'styled-components';
import { vars } from '../../tokens/css-variables.ts';
import { toneMessage } from './tone.styles.ts';

export const StyledAlert = styled.div`
  ${toneMessage}

  display: flex;
  align-items: flex-start;
  gap: ${vars.space.sm};
  padding: ${vars.space.sm} ${vars.space.sm} ${vars.space.sm} ${vars.space.md};
  border: ${vars.size.borderWidth} solid var(--tone-accent);
  border-inline-start-width: ${vars.size.focusWidth};
  border-radius: ${vars.radius.md};
  background: var(--tone-surface);
  color: ${vars.color.text};

  [data-part='Content'] {
    flex: 1;
    padding-block: ${vars.space.sm};
  }
  [data-part='Title'] {
    margin: 0;
    font-weight: ${vars.font.weight.bold};
  }
  [data-part='Title']:has(+ *) {
    margin-bottom: ${vars.space.xs};
  }
  [data-part='Body'] > :first-child {
    margin-top: 0;
  }
  [data-part='Body'] > :last-child {
    margin-bottom: 0;
  }
  [data-part='Actions'] {
    display: flex;
    flex-wrap: wrap;
    gap: ${vars.space.sm};
    margin-top: ${vars.space.sm};
  }

  @media (forced-colors: active) {
    border-color: CanvasText;
  }
`;
