import type { TitleDetail } from '@acervo/contract';
import { Heading, Link, Stack, Text } from '@acervo/ui';
import { useIntl } from 'react-intl';
import { detailsMessages as m } from './tab-messages.ts';

/** The default view: which libraries hold the work (and how many copies are on the shelf) and its online links. */
export function DetailsTab({ title }: { title: TitleDetail }) {
  const intl = useIntl();
  const copiesHref = `/acervo/${title.cod_acervo}/exemplares`;
  return (
    <Stack gap="lg">
      <section aria-labelledby="titulo-bibliotecas">
        <Heading level={3} id="titulo-bibliotecas">
          {intl.formatMessage(m.libraries)}
        </Heading>
        {title.bibliotecas.length === 0 ? (
          <Text>{intl.formatMessage(m.noCopies)}</Text>
        ) : (
          <Stack gap="sm">
            <ul>
              {title.bibliotecas.map((library) => (
                <li key={library.cod_biblioteca}>
                  {intl.formatMessage(m.libraryCopies, {
                    library: library.desc_biblioteca,
                    available: library.disponiveis,
                    total: library.exemplares,
                  })}
                </li>
              ))}
            </ul>
            <Link href={copiesHref}>{intl.formatMessage(m.seeCopies)}</Link>
          </Stack>
        )}
      </section>
      {title.links.length > 0 ? (
        <section aria-labelledby="titulo-links">
          <Heading level={3} id="titulo-links">
            {intl.formatMessage(m.links)}
          </Heading>
          <ul>
            {title.links.map((link) => (
              <li key={link.url}>
                <Link href={link.url} target="_blank" rel="noopener noreferrer">
                  {link.descricao || link.url}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </Stack>
  );
}
