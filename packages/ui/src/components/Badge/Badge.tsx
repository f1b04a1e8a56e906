import type { ReactNode } from 'react';
import styled from 'styled-components';
import { vars } from '../../tokens/css-variables.ts';

export type BadgeTone = 'neutral' | 'info' | 'success' | 'warning' | 'danger';

const StyledBadge = styled.span`
  --badge-accent: ${vars.color.border};
  --badge-surface: ${vars.color.surface};

  display: inline-flex;
  align-items: center;
  gap: ${vars.space.xs};
  padding: ${vars.space.xxs} ${vars.space.sm};
  border: ${vars.size.borderWidth} solid var(--badge-accent);
  border-radius: ${vars.radius.pill};
  background: var(--badge-surface);
  color: ${vars.color.text};
  font-size: ${vars.font.size.sm};
  font-weight: ${vars.font.weight.bold};
  line-height: ${vars.font.lineHeight.tight};
  /*
   * Words stay whole: a narrow table column is as wide as the badge's longest word, and only a
   * word longer than its container breaks, so a badge never runs past it (zoomed, narrow). Not
   * 'anywhere': that lets automatic table layout squeeze a column until words split mid-word.
   */
  max-width: 100%;
  overflow-wrap: break-word;

  &[data-tone='info'] {
    --badge-accent: ${vars.color.info};
    --badge-surface: ${vars.color.infoSurface};
  }
  &[data-tone='success'] {
    --badge-accent: ${vars.color.success};
    --badge-surface: ${vars.color.successSurface};
  }
  &[data-tone='warning'] {
    --badge-accent: ${vars.color.warning};
    --badge-surface: ${vars.color.warningSurface};
  }
  &[data-tone='danger'] {
    --badge-accent: ${vars.color.danger};
    --badge-surface: ${vars.color.dangerSurface};
  }
  /* A dot repeats the tone in shape as well as colour. */
  &[data-tone]::before {
    content: '';
    width: 0.5em;
    height: 0.5em;
    border-radius: ${vars.radius.pill};
    background: var(--badge-accent);
    /* Stays round when the words take two lines. */
    flex-shrink: 0;
  }
  &[data-tone='neutral']::before {
    display: none;
  }
  /* Lets a word wider than the whole badge break (large text, narrow screen); table columns still size to whole words. */
  [data-part='Text'] {
    min-width: 0;
  }

  @media (forced-colors: active) {
    border-color: CanvasText;
    &[data-tone]::before {
      background: CanvasText;
    }
  }
`;

export type BadgeProps = {
  /** @default 'neutral' */
  tone?: BadgeTone;
  /** The status in words ("Disponível", "Emprestado"); colour only repeats it. */
  children: ReactNode;
};

/** A short status tag (availability, loan state, material type). Not interactive. */
export function Badge({ tone = 'neutral', children }: BadgeProps) {
  return (
    <StyledBadge data-component="Badge" data-tone={tone}>
      <span data-part="Text">{children}</span>
    </StyledBadge>
  );
}
