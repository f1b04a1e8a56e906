import { Modal, ModalOverlay } from 'react-aria-components';
import styled from 'styled-components';
import { vars } from '../../tokens/css-variables.ts';

export const Overlay = styled(ModalOverlay)`
  position: fixed;
  inset: 0;
  z-index: ${vars.zIndex.modal};
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${vars.space.md};
  background: ${vars.color.backdrop};
  transition: opacity ${vars.motion.normal} ${vars.motion.easeStandard};

  &[data-entering],
  &[data-exiting] {
    opacity: 0;
  }
`;

export const StyledModal = styled(Modal)`
  width: 100%;
  max-width: 36rem;
  max-height: 100%;
  overflow: auto;
  border: ${vars.size.borderWidth} solid ${vars.color.border};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surfaceRaised};
  color: ${vars.color.text};
  box-shadow: ${vars.shadow.overlay};
  outline: none;

  &[data-size='lg'] {
    max-width: 56rem;
  }

  @media (forced-colors: active) {
    border-color: CanvasText;
  }
`;
