import styled from 'styled-components';
import { vars } from '../../tokens/css-variables.ts';

export const StyledCover = styled.div`
  --cover-bg: ${vars.color.accent};
  --cover-fg: ${vars.color.onAccent};

  position: relative;
  flex: none;
  width: 6rem;
  aspect-ratio: 2 / 3;
  overflow: hidden;
  border: ${vars.size.borderWidth} solid ${vars.color.borderSubtle};
  border-radius: ${vars.radius.sm};
  background: ${vars.color.surface};

  &[data-size='sm'] {
    width: 4rem;
    font-size: ${vars.font.size.xs};
  }
  &[data-size='lg'] {
    width: 10rem;
    font-size: ${vars.font.size.md};
  }

  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }

  &[data-generated] {
    display: flex;
    flex-direction: column;
    justify-content: space-between;
    gap: ${vars.space.xs};
    padding: ${vars.space.sm};
    border-color: var(--cover-bg);
    background: var(--cover-bg);
    color: var(--cover-fg);
    font-size: ${vars.font.size.sm};
    line-height: ${vars.font.lineHeight.tight};
  }
  &[data-generated][data-size='sm'] {
    padding: ${vars.space.xs};
    font-size: ${vars.font.size.xs};
  }
  &[data-palette='secondary'] {
    --cover-bg: ${vars.color.secondary};
    --cover-fg: ${vars.color.onSecondary};
  }
  &[data-palette='info'] {
    --cover-bg: ${vars.color.info};
    --cover-fg: ${vars.color.onInfo};
  }
  &[data-palette='success'] {
    --cover-bg: ${vars.color.success};
    --cover-fg: ${vars.color.onSuccess};
  }
  &[data-palette='warning'] {
    --cover-bg: ${vars.color.warning};
    --cover-fg: ${vars.color.onWarning};
  }

  [data-part='Title'] {
    font-weight: ${vars.font.weight.bold};
    overflow-wrap: anywhere;
  }
  [data-part='Author'] {
    border-top: ${vars.size.borderWidth} solid currentColor;
    padding-top: ${vars.space.xs};
    overflow-wrap: anywhere;
  }

  @media (forced-colors: active) {
    &[data-generated] {
      border-color: CanvasText;
    }
  }
`;
