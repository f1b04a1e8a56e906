import styled from 'styled-components';
import { vars } from '../../tokens/css-variables.ts';
import { type IconName, iconPaths } from './paths.ts';

export type IconSize = 'sm' | 'md' | 'lg' | 'inherit';

const Svg = styled.svg`
  flex: none;
  width: 1em;
  height: 1em;
  vertical-align: middle;

  &[data-size='sm'] {
    width: ${vars.size.iconSm};
    height: ${vars.size.iconSm};
  }
  &[data-size='md'] {
    width: ${vars.size.iconMd};
    height: ${vars.size.iconMd};
  }
  &[data-size='lg'] {
    width: ${vars.size.iconLg};
    height: ${vars.size.iconLg};
  }
`;

export type IconProps = {
  name: IconName;
  /** Only for an icon that carries meaning on its own; otherwise it is hidden from assistive tech. */
  label?: string;
  /** Token sizes, or 'inherit' to follow the text (1em). @default 'inherit' */
  size?: IconSize;
};

/** One glyph of the kit's icon set, in the current text colour. Decorative unless labelled. */
export function Icon({ name, label, size = 'inherit' }: IconProps) {
  return (
    <Svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      data-component="Icon"
      data-icon={name}
      data-size={size}
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    >
      {iconPaths[name].map((d) => (
        <path key={d} d={d} />
      ))}
    </Svg>
  );
}
