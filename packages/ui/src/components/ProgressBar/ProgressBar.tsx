import type { ReactNode } from 'react';
import {
  Label,
  ProgressBar as AriaProgressBar,
  type ProgressBarProps as AriaProgressBarProps,
} from 'react-aria-components';
import styled from 'styled-components';
import { vars } from '../../tokens/css-variables.ts';

const StyledProgressBar = styled(AriaProgressBar)`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${vars.space.xs};
  color: ${vars.color.text};

  [data-part='Value'] {
    font-variant-numeric: tabular-nums;
  }
  [data-part='Track'] {
    grid-column: 1 / -1;
    height: ${vars.space.sm};
    overflow: hidden;
    border: ${vars.size.borderWidth} solid ${vars.color.border};
    border-radius: ${vars.radius.pill};
    background: ${vars.color.surface};
  }
  [data-part='Fill'] {
    height: 100%;
    background: ${vars.color.accent};
    transition: width ${vars.motion.normal} ${vars.motion.easeStandard};
  }

  @media (forced-colors: active) {
    [data-part='Fill'] {
      background: Highlight;
    }
  }
`;

export type ProgressBarProps = Omit<AriaProgressBarProps, 'className' | 'style' | 'children'> & {
  /** The visible label; it also names the progress bar. */
  label: ReactNode;
  /** Show the formatted value ("40%") next to the label. @default true */
  showValue?: boolean;
};

/** Determinate progress (uploads, imports). For unknown durations use the Spinner. */
export function ProgressBar({ label, showValue = true, ...props }: ProgressBarProps) {
  return (
    <StyledProgressBar {...props} data-component="ProgressBar">
      {({ percentage, valueText }) => (
        <>
          <Label data-part="Label">{label}</Label>
          {showValue ? <span data-part="Value">{valueText}</span> : <span />}
          <div data-part="Track">
            <div data-part="Fill" style={{ width: `${percentage ?? 0}%` }} />
          </div>
        </>
      )}
    </StyledProgressBar>
  );
}
