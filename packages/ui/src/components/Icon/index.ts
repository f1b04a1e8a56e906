export { Icon, type IconProps, type IconSize } from './Icon.tsx';
export { iconNames, iconPaths, type IconName } from './paths.ts';
