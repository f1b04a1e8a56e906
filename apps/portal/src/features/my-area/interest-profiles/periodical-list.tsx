import type { z } from 'zod';
import type { periodicalItemSchema } from '@acervo/contract';
import { Text } from '@acervo/ui';
import { useIntl } from 'react-intl';
import { useChangePeriodical } from './api/change-periodical.ts';
import { useDeletePeriodical } from './api/delete-periodical.ts';
import { interestProfilesMessages as m } from './interest-profiles-messages.ts';
import type { Options } from './profile-form.tsx';
import { NamesOrAll, ProfileItem, ProfileItems } from './profile-item-parts.tsx';

export type Periodical = z.infer<typeof periodicalItemSchema>;

/**
 * The periodicals followed, each with what the patron is told about, in which libraries, its
 * validity and state in words, and the same two actions as a term.
 */
export function PeriodicalList({ items, options }: { items: Periodical[]; options: Options | undefined }) {
  const intl = useIntl();
  return (
    <ProfileItems aria-label={intl.formatMessage(m.periodicals)}>
      {items.map((item) => (
        <PeriodicalItem key={item.codigo} item={item} options={options} />
      ))}
    </ProfileItems>
  );
}

function PeriodicalItem({ item, options }: { item: Periodical; options: Options | undefined }) {
  const intl = useIntl();
  const change = useChangePeriodical();
  const remove = useDeletePeriodical();
  const about = [
    item.fasciculo ? intl.formatMessage(m.issue) : null,
    item.artigo ? intl.formatMessage(m.article) : null,
    item.sumario ? intl.formatMessage(m.contents) : null,
  ].filter((type) => type !== null);
  const { codigo, validade, bibliotecas, fasciculo, artigo, sumario } = item;
  return (
    <ProfileItem
      name={item.titulo}
      validade={validade}
      ativo={item.ativo}
      isSaving={change.isMutating}
      // The server sets every choice on a change, so the ones not being changed go as they are.
      save={(next) => change.trigger({ codigo, validade: next, bibliotecas, fasciculo, artigo, sumario })}
      removeBody={intl.formatMessage(m.removePeriodicalBody)}
      sectionId="periodicos"
      isRemoving={remove.isMutating}
      remove={() => remove.trigger({ codigo })}
    >
      <Text>{intl.formatMessage(m.journalTypesList, { types: intl.formatList(about) })}</Text>
      <NamesOrAll codes={bibliotecas} list={options?.bibliotecas} all={intl.formatMessage(m.allLibraries)} />
    </ProfileItem>
  );
}
