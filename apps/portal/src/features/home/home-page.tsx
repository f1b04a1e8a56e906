import { vars } from '@acervo/ui';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useSection1 } from '../../lib/api/parameters.ts';
import { PageHeading } from '../../lib/page/page-heading.tsx';
import { homeMessages } from './home-messages.ts';

const Guides = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space.sm} ${vars.space.md};
  padding: 0;
  list-style: none;
  a {
    color: ${vars.color.accent};
  }
`;

type HomePageProps = {
  /** `/:guia`: the search guide to open; an unknown one shows the not-found page. */
  guide?: string | undefined;
  /** Rendered instead when the guide does not exist (the route passes the not-found page). */
  notFound?: ReactNode;
  /** The catalogue search (form and results), composed in by the route. */
  search?: ReactNode;
  /** The document's name while a search is on screen. */
  searchTitle?: string | undefined;
};

/**
 * The portal's home and search (spec §2): the search form, its guides, and — when the address
 * holds a search — its results. The institution's name is the header's (its home link, on every
 * page) and the document title's; said again here it was read and shown twice.
 */
export function HomePage({ guide, notFound = null, search = null, searchTitle }: HomePageProps) {
  const intl = useIntl();
  const section = useSection1();
  const current = guide ? section.data?.guias.find((item) => item.slug === guide) : undefined;

  if (guide && section.data && !current) return notFound;
  const heading = current ? current.titulo : intl.formatMessage(homeMessages.heading);
  const pageTitle = searchTitle
    ? searchTitle
    : current
      ? current.titulo
      : intl.formatMessage(homeMessages.pageTitle);

  return (
    <>
      <PageHeading title={pageTitle}>{heading}</PageHeading>
      {current ? <p>{current.descricao}</p> : null}
      {!current ? <p>{intl.formatMessage(homeMessages.intro)}</p> : null}
      {section.data && section.data.guias.length > 0 ? (
        <nav aria-label={intl.formatMessage(homeMessages.guides)}>
          <Guides>
            {section.data.guias.map((item) => (
              <li key={item.slug}>
                <Link to={`/${item.slug}`} aria-current={item.slug === guide ? 'page' : undefined}>
                  {item.titulo}
                </Link>
              </li>
            ))}
          </Guides>
        </nav>
      ) : null}
      {search}
    </>
  );
}
