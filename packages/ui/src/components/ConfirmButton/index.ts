export { ConfirmButton, type ConfirmButtonProps } from './ConfirmButton.tsx';
