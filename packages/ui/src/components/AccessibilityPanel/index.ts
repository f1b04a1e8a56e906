export { AccessibilityPanel, type AccessibilityPanelProps } from './AccessibilityPanel.tsx';
