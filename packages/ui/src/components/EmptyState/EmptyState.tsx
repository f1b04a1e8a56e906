import type { ReactNode } from 'react';
import { Heading } from 'react-aria-components';
import styled from 'styled-components';
import { vars } from '../../tokens/css-variables.ts';

const StyledEmptyState = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${vars.space.sm};
  padding: ${vars.space.xl} ${vars.space.md};
  color: ${vars.color.text};
  text-align: center;

  [data-part='Icon'] {
    display: inline-flex;
    color: ${vars.color.textMuted};
    font-size: ${vars.size.iconLg};
    transform: scale(2);
    margin-bottom: ${vars.space.md};
  }
  h2,
  h3,
  h4 {
    margin: 0;
    font-size: ${vars.font.size.lg};
  }
  [data-part='Body'] {
    max-width: ${vars.size.measure};
    color: ${vars.color.textMuted};
  }
  [data-part='Actions'] {
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    gap: ${vars.space.sm};
    margin-top: ${vars.space.sm};
  }
`;

export type EmptyStateProps = {
  /** What is empty, as a heading ("Nenhum empréstimo em aberto"). */
  title: ReactNode;
  /** @default 2 */
  level?: 2 | 3 | 4;
  /** What the user can do about it. */
  children?: ReactNode;
  icon?: ReactNode;
  actions?: ReactNode;
};

/** The message a list or search shows when it has nothing, with a way forward. */
export function EmptyState({ title, level = 2, children, icon, actions }: EmptyStateProps) {
  return (
    <StyledEmptyState data-component="EmptyState">
      {icon != null ? (
        <span data-part="Icon" aria-hidden="true">
          {icon}
        </span>
      ) : null}
      <Heading level={level}>{title}</Heading>
      {children != null ? <div data-part="Body">{children}</div> : null}
      {actions != null ? <div data-part="Actions">{actions}</div> : null}
    </StyledEmptyState>
  );
}
