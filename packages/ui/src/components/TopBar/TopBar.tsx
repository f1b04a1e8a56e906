import type { ReactNode } from 'react';
import styled from 'styled-components';
import { pageGutter } from '../../theme/page-gutter.ts';
import { vars } from '../../tokens/css-variables.ts';

const Bar = styled.section`
  background: ${vars.color.surface};
  border-block-end: ${vars.size.borderWidth} solid ${vars.color.borderSubtle};
  font-size: ${vars.font.size.sm};

  > [data-part='inner'] {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: flex-end;
    gap: ${vars.space.sm} ${vars.space.md};
    max-width: ${vars.size.contentMax};
    margin-inline: auto;
    padding: ${vars.space.xs} ${pageGutter};
  }
`;

export type TopBarProps = {
  /** Names the region for screen readers, e.g. "Accessibility and language". */
  label: string;
  children: ReactNode;
};

/** The thin strip above the header for site-wide settings (accessibility, language). A named region. */
export function TopBar({ label, children }: TopBarProps) {
  return (
    <Bar aria-label={label} data-component="TopBar">
      <div data-part="inner">{children}</div>
    </Bar>
  );
}
