import { UNSTABLE_Toast as AriaToast, UNSTABLE_ToastRegion as AriaToastRegion } from 'react-aria-components';
import styled from 'styled-components';
import { vars } from '../../tokens/css-variables.ts';
import { toneMessage } from '../Alert/tone.styles.ts';
import { focusRing } from '../Field/Field.styles.ts';
import type { ToastContent } from './toast-queue.ts';

export const StyledToastRegion = styled(AriaToastRegion)`
  position: fixed;
  inset-block-end: ${vars.space.md};
  inset-inline-end: ${vars.space.md};
  z-index: ${vars.zIndex.toast};
  display: flex;
  flex-direction: column-reverse;
  gap: ${vars.space.sm};
  width: min(calc(100vw - 2 * ${vars.space.md}), 28rem);
  outline: none;

  &[data-focus-visible] {
    ${focusRing}
  }
` as typeof AriaToastRegion<ToastContent>;

export const StyledToast = styled(AriaToast)`
  ${toneMessage}

  display: flex;
  align-items: flex-start;
  gap: ${vars.space.sm};
  padding: ${vars.space.sm} ${vars.space.sm} ${vars.space.sm} ${vars.space.md};
  border: ${vars.size.borderWidth} solid ${vars.color.border};
  border-inline-start: ${vars.size.focusWidth} solid var(--tone-accent);
  border-radius: ${vars.radius.md};
  background: ${vars.color.surfaceRaised};
  color: ${vars.color.text};
  box-shadow: ${vars.shadow.overlay};
  outline: none;

  &[data-focus-visible] {
    ${focusRing}
  }

  [data-part='Content'] {
    flex: 1;
    display: flex;
    flex-direction: column;
    gap: ${vars.space.xxs};
    padding-block: ${vars.space.sm};
  }
  [slot='title'] {
    font-weight: ${vars.font.weight.bold};
  }

  @media (forced-colors: active) {
    border-color: CanvasText;
  }
` as typeof AriaToast<ToastContent>;
