import { Disclosure, DisclosureGroup, DisclosurePanel } from 'react-aria-components';
import styled from 'styled-components';
import { vars } from '../../tokens/css-variables.ts';
import { focusRing } from '../../theme/focus-ring.ts';

export const StyledDisclosure = styled(Disclosure)`
  border-bottom: ${vars.size.borderWidth} solid ${vars.color.border};

  h1,
  h2,
  h3,
  h4,
  h5,
  h6 {
    margin: 0;
    font-size: ${vars.font.size.md};
  }
  [slot='trigger'] {
    display: flex;
    align-items: center;
    gap: ${vars.space.sm};
    width: 100%;
    min-height: ${vars.size.target};
    padding: ${vars.space.sm} ${vars.space.xs};
    border: 0;
    border-radius: ${vars.radius.sm};
    background: transparent;
    color: ${vars.color.text};
    font: inherit;
    font-weight: ${vars.font.weight.bold};
    text-align: start;
    cursor: pointer;
  }
  [slot='trigger'][data-hovered] {
    background: ${vars.color.surface};
  }
  [slot='trigger'][data-focus-visible] {
    ${focusRing}
  }
  [data-part='Chevron'] {
    display: inline-flex;
    font-size: ${vars.size.iconMd};
    transform: rotate(-90deg);
    transition: transform ${vars.motion.fast} ${vars.motion.easeStandard};
  }
  &[data-expanded] [data-part='Chevron'] {
    transform: none;
  }
`;

export const Panel = styled(DisclosurePanel)`
  > div {
    padding: 0 ${vars.space.xs} ${vars.space.md}
      calc(${vars.size.iconMd} + ${vars.space.sm} + ${vars.space.xs});
  }
`;

export const StyledAccordion = styled(DisclosureGroup)`
  border-top: ${vars.size.borderWidth} solid ${vars.color.border};
`;
