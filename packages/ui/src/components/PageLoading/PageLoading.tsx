import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { useUiMessages } from '../../i18n/useUiMessages.ts';
import { vars } from '../../tokens/css-variables.ts';
import { Spinner } from '../Spinner/Spinner.tsx';

const Area = styled.div`
  display: grid;
  place-items: center;
  min-height: calc(4 * ${vars.size.target});
  padding: ${vars.space.xl} ${vars.space.md};
`;

export type PageLoadingProps = {
  /** @default the dictionary's "Loading the page…" */
  label?: string;
  /**
   * Milliseconds before anything shows, so fast loads do not flash a spinner.
   * @default 250
   */
  delay?: number;
};

/** The route-level fallback (for Suspense and lazy routes): a spinner with visible words. */
export function PageLoading({ label, delay = 250 }: PageLoadingProps) {
  const messages = useUiMessages();
  const [visible, setVisible] = useState(delay <= 0);
  useEffect(() => {
    if (delay <= 0) return;
    const timer = setTimeout(() => setVisible(true), delay);
    return () => clearTimeout(timer);
  }, [delay]);
  return (
    <Area data-component="PageLoading" aria-busy="true">
      {visible ? <Spinner size="lg" showLabel label={label ?? messages.pageLoading} /> : null}
    </Area>
  );
}
