export { ToggleButton, type ToggleButtonProps } from './ToggleButton.tsx';
