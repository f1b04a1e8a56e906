import type { ReactNode } from 'react';
import {
  Tooltip as AriaTooltip,
  type TooltipProps as AriaTooltipProps,
  TooltipTrigger as AriaTooltipTrigger,
  type TooltipTriggerComponentProps,
} from 'react-aria-components';
import styled from 'styled-components';
import { vars } from '../../tokens/css-variables.ts';

const StyledTooltip = styled(AriaTooltip)`
  max-width: 20rem;
  padding: ${vars.space.xs} ${vars.space.sm};
  border-radius: ${vars.radius.sm};
  background: ${vars.color.text};
  color: ${vars.color.background};
  font-size: ${vars.font.size.sm};
  box-shadow: ${vars.shadow.raised};

  @media (forced-colors: active) {
    border: ${vars.size.borderWidth} solid CanvasText;
  }
`;

export type TooltipProps = Omit<AriaTooltipProps, 'className' | 'style' | 'children'> & {
  children: ReactNode;
};

/**
 * A short hint shown on hover and keyboard focus, dismissed with Escape. It supplements a visible
 * or `aria-label` name; never put essential information only in a tooltip (touch users cannot see it).
 */
export function Tooltip({ children, ...props }: TooltipProps) {
  return (
    <StyledTooltip offset={6} {...props} data-component="Tooltip">
      {children}
    </StyledTooltip>
  );
}

export type TooltipTriggerProps = TooltipTriggerComponentProps;

/** Pairs a focusable trigger (first child) with its `Tooltip`. @default delay 600 ms */
export function TooltipTrigger({ delay = 600, ...props }: TooltipTriggerProps) {
  return <AriaTooltipTrigger delay={delay} {...props} />;
}
