import styled from 'styled-components';
import { vars } from '../../tokens/css-variables.ts';
import { focusRingText } from '../../theme/focus-ring.ts';

export const StyledResult = styled.article`
  display: flex;
  /* With large text on a narrow screen the text goes under the cover rather than beside it. */
  flex-wrap: wrap;
  gap: ${vars.space.md};
  padding: ${vars.space.md} 0;
  border-bottom: ${vars.size.borderWidth} solid ${vars.color.borderSubtle};
  color: ${vars.color.text};

  &[data-layout='card'] {
    flex-direction: column;
    align-items: flex-start;
    height: 100%;
    padding: ${vars.space.md};
    border: ${vars.size.borderWidth} solid ${vars.color.borderSubtle};
    border-radius: ${vars.radius.md};
  }
  &[data-layout='card'] [data-part='Body'] {
    width: 100%;
  }
  &[data-layout='card'] [data-part='Title'] {
    font-size: ${vars.font.size.md};
    overflow-wrap: anywhere;
  }

  [data-part='Body'] {
    display: flex;
    flex: 1 1 12rem;
    min-width: 0;
    flex-direction: column;
    gap: ${vars.space.xs};
  }
  [data-part='Title'] {
    margin: 0;
    font-size: ${vars.font.size.lg};
    line-height: ${vars.font.lineHeight.tight};
  }
  [data-part='Title'] a {
    color: ${vars.color.link};
    text-decoration: underline;
    text-underline-offset: 0.15em;
    cursor: pointer;
  }
  [data-part='Title'] a[data-focus-visible] {
    ${focusRingText}
  }
  [data-part='Authors'],
  [data-part='Meta'] {
    margin: 0;
  }
  [data-part='Authors'] {
    color: ${vars.color.textMuted};
  }
  [data-part='Meta'] {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${vars.space.sm};
  }
  [data-part='Actions'] {
    display: flex;
    flex-wrap: wrap;
    gap: ${vars.space.sm};
    margin-top: ${vars.space.xs};
  }
`;
