import { vars } from '@acervo/ui';
import { type ReactNode, useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { useInstitution } from '../api/get-institution.ts';
import { atom, useSetAtom, useStore } from '../jotai.ts';
import { pageMessages } from './page-messages.ts';

/** Set by the layout when the route changes; the next page heading takes focus and clears it. */
export const focusHeadingOnMountAtom = atom(false);
/** Navigation state of a move within one page (a tab): focus stays where it is, on the tab. */
export const keepFocusState = { keepFocus: true } as const;

export const keepsFocus = (state: unknown) =>
  typeof state === 'object' && state !== null && (state as { keepFocus?: unknown }).keepFocus === true;

/** What the route announcer (a polite live region in the layout) reads out. */
export const routeAnnouncementAtom = atom('');

const Title = styled.h1`
  margin: 0 0 ${vars.space.md};
  font-size: ${vars.font.size.xl};
  line-height: ${vars.font.lineHeight.tight};

  &:focus {
    outline: none;
  }
  &:focus-visible {
    outline: 2px solid currentColor;
    outline-offset: 4px;
  }
`;

export const pageHeadingId = 'titulo-pagina';

/**
 * A page's main heading. It names the document (`Page — Institution`), and after a route change it
 * takes focus and is announced, so screen-reader and keyboard users land on the new content.
 */
export function PageHeading({ children, title }: { children: ReactNode; title: string }) {
  const intl = useIntl();
  const store = useStore();
  const setAnnouncement = useSetAtom(routeAnnouncementAtom);
  const ref = useRef<HTMLHeadingElement>(null);
  const { institution } = useInstitution();
  const { key: locationKey } = useLocation();
  const institutionName = institution?.nome;

  useEffect(() => {
    document.title = institutionName
      ? intl.formatMessage(pageMessages.documentTitle, { page: title, institution: institutionName })
      : title;
  }, [intl, title, institutionName]);

  useEffect(() => {
    if (!store.get(focusHeadingOnMountAtom)) return;
    store.set(focusHeadingOnMountAtom, false);
    ref.current?.focus();
    setAnnouncement(intl.formatMessage(pageMessages.announced, { page: title }));
    // Per location: a heading whose text changes later (data arriving) is not a navigation.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [locationKey]);

  return (
    <Title ref={ref} id={pageHeadingId} tabIndex={-1}>
      {children}
    </Title>
  );
}
