import styled from 'styled-components';
import { vars } from '../../tokens/css-variables.ts';

export const StyledAlert = styled.div`
  --alert-accent: ${vars.color.info};
  --alert-surface: ${vars.color.infoSurface};

  display: flex;
  align-items: flex-start;
  gap: ${vars.space.sm};
  padding: ${vars.space.sm} ${vars.space.sm} ${vars.space.sm} ${vars.space.md};
  border: ${vars.size.borderWidth} solid var(--alert-accent);
  border-inline-start-width: ${vars.size.focusWidth};
  border-radius: ${vars.radius.md};
  background: var(--alert-surface);
  color: ${vars.color.text};

  &[data-tone='success'] {
    --alert-accent: ${vars.color.success};
    --alert-surface: ${vars.color.successSurface};
  }
  &[data-tone='warning'] {
    --alert-accent: ${vars.color.warning};
    --alert-surface: ${vars.color.warningSurface};
  }
  &[data-tone='error'] {
    --alert-accent: ${vars.color.danger};
    --alert-surface: ${vars.color.dangerSurface};
  }

  [data-part='Icon'] {
    display: inline-flex;
    padding-block: ${vars.space.sm};
    color: var(--alert-accent);
    font-size: ${vars.size.iconLg};
  }
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
  /* The tone's word is for screen readers; sighted readers get it from icon and colour. */
  [data-part='Tone'] {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
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
