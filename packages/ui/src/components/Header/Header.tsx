import type { ReactNode } from 'react';
import { Link } from 'react-aria-components';
import styled from 'styled-components';
import { useUiMessages } from '../../i18n/useUiMessages.ts';
import { focusRing } from '../../theme/focus-ring.ts';
import { pageGutter } from '../../theme/page-gutter.ts';
import { vars } from '../../tokens/css-variables.ts';

const StyledHeader = styled.header`
  background: ${vars.color.background};
  border-block-end: ${vars.size.borderWidthStrong} solid ${vars.color.accent};

  > [data-part='inner'] {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${vars.space.md};
    max-width: ${vars.size.contentMax};
    margin-inline: auto;
    padding: ${vars.space.sm} ${pageGutter};
  }

  [data-part='actions'] {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${vars.space.sm};
    margin-inline-start: auto;
  }
`;

const HomeLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space.sm};
  min-height: ${vars.size.target};
  color: ${vars.color.text};
  font-size: ${vars.font.size.lg};
  font-weight: ${vars.font.weight.bold};
  text-decoration: none;
  border-radius: ${vars.radius.sm};

  img {
    display: block;
    max-height: calc(1.5 * ${vars.size.target});
    width: auto;
  }

  &[data-hovered] [data-part='name'] {
    text-decoration: underline;
  }
  &[data-focus-visible] {
    ${focusRing}
  }
`;

export type HeaderProps = {
  /** The institution (or product) name: the logo's text alternative and the home link's text. */
  name: string;
  /** Logo image URL; when absent the name is shown as text. */
  logo?: string;
  /** Where the name/logo links to. @default '/' */
  homeHref?: string;
  /** Navigation, usually a `nav` with its own label. */
  children?: ReactNode;
  /** Actions at the end: sign-in, account menu. */
  actions?: ReactNode;
};

/** The page header: the banner landmark with the home link, navigation and actions. */
export function Header({ name, logo, homeHref = '/', children, actions }: HeaderProps) {
  const messages = useUiMessages();
  return (
    <StyledHeader data-component="Header">
      <div data-part="inner">
        <HomeLink href={homeHref} data-part="home" aria-label={messages.format('homeLink', { name })}>
          {logo ? <img src={logo} alt="" /> : <span data-part="name">{name}</span>}
        </HomeLink>
        {children}
        {actions ? <div data-part="actions">{actions}</div> : null}
      </div>
    </StyledHeader>
  );
}
