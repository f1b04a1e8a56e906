import type { z } from 'zod';
import type { interestAuxiliaryResponseSchema, periodicalItemSchema } from '@acervo/contract';
import { Inline, Text } from '@acervo/ui';
import { useIntl } from 'react-intl';
import { useChangePeriodical } from './api/change-periodical.ts';
import { useDeletePeriodical } from './api/delete-periodical.ts';
import { interestProfilesMessages as m } from './interest-profiles-messages.ts';
import { ChangeValidity, ItemName, ProfileItems, RemoveItem, ValidityState } from './profile-item-parts.tsx';

export type Periodical = z.infer<typeof periodicalItemSchema>;
type Options = z.infer<typeof interestAuxiliaryResponseSchema>;

/** Names for codes, falling back to the code when the options have not loaded or lack it. */
export const namesOf = (
  codes: readonly (number | string)[],
  list: { codigo: number | string; descricao: string }[],
) => codes.map((code) => list.find((item) => item.codigo === code)?.descricao ?? String(code));

/**
 * The periodicals followed, each with what the patron is told about, in which libraries, its
 * validity and state in words, and the same two actions as a term.
 */
export function PeriodicalList({ items, options }: { items: Periodical[]; options: Options | undefined }) {
  const intl = useIntl();
  return (
    <ProfileItems aria-label={intl.formatMessage(m.periodicals)}>
      {items.map((item) => {
        const about = [
          item.fasciculo ? intl.formatMessage(m.issue) : null,
          item.artigo ? intl.formatMessage(m.article) : null,
          item.sumario ? intl.formatMessage(m.contents) : null,
        ].filter((type) => type !== null);
        const libraries =
          item.bibliotecas.length === 0
            ? intl.formatMessage(m.allLibraries)
            : intl.formatList(namesOf(item.bibliotecas, options?.bibliotecas ?? []));
        return (
          <li key={item.codigo}>
            <ItemName>{item.titulo}</ItemName>
            <Text>{intl.formatMessage(m.journalTypesList, { types: intl.formatList(about) })}</Text>
            <Text>{libraries}</Text>
            <Inline gap="sm">
              <ValidityState validade={item.validade} ativo={item.ativo} />
            </Inline>
            <PeriodicalActions item={item} />
          </li>
        );
      })}
    </ProfileItems>
  );
}

function PeriodicalActions({ item }: { item: Periodical }) {
  const intl = useIntl();
  const change = useChangePeriodical();
  const remove = useDeletePeriodical();
  return (
    <Inline gap="sm">
      {/* The server sets every choice on a change, so the ones not being changed go as they are. */}
      <ChangeValidity
        name={item.titulo}
        validade={item.validade}
        isPending={change.isMutating}
        save={(validade) =>
          change.trigger({
            codigo: item.codigo,
            validade,
            bibliotecas: item.bibliotecas,
            fasciculo: item.fasciculo,
            artigo: item.artigo,
            sumario: item.sumario,
          })
        }
      />
      <RemoveItem
        name={item.titulo}
        body={intl.formatMessage(m.removePeriodicalBody)}
        sectionId="periodicos"
        isPending={remove.isMutating}
        remove={() => remove.trigger({ codigo: item.codigo })}
      />
    </Inline>
  );
}
