import { Modal, ModalOverlay } from 'react-aria-components';
import styled from 'styled-components';
import { vars } from '../../tokens/css-variables.ts';

export const DrawerOverlay = styled(ModalOverlay)`
  position: fixed;
  inset: 0;
  z-index: ${vars.zIndex.modal};
  display: flex;
  background: ${vars.color.backdrop};
  transition: opacity ${vars.motion.normal} ${vars.motion.easeStandard};

  &[data-entering],
  &[data-exiting] {
    opacity: 0;
  }
`;

export const DrawerPanel = styled(Modal)`
  display: flex;
  flex-direction: column;
  width: min(22rem, 88vw);
  height: 100%;
  overflow: auto;
  border-inline-end: ${vars.size.borderWidth} solid ${vars.color.border};
  background: ${vars.color.surfaceRaised};
  color: ${vars.color.text};
  box-shadow: ${vars.shadow.overlay};
  outline: none;
  transition: transform ${vars.motion.normal} ${vars.motion.easeStandard};

  &[data-entering],
  &[data-exiting] {
    transform: translateX(-100%);
  }
  [dir='rtl'] &[data-entering],
  [dir='rtl'] &[data-exiting] {
    transform: translateX(100%);
  }

  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
  @media (forced-colors: active) {
    border-inline-end-color: CanvasText;
  }
`;
