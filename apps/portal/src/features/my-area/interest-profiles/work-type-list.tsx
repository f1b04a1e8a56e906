import type { z } from 'zod';
import type { workTypeItemSchema } from '@acervo/contract';
import { useIntl } from 'react-intl';
import { useChangeWorkType } from './api/change-work-type.ts';
import { useDeleteWorkType } from './api/delete-work-type.ts';
import { interestProfilesMessages as m } from './interest-profiles-messages.ts';
import type { Options } from './profile-form.tsx';
import { NamesOrAll, ProfileItem, ProfileItems } from './profile-item-parts.tsx';

export type WorkType = z.infer<typeof workTypeItemSchema>;

/**
 * The work types followed, each with its libraries and languages (or "all"), its validity and
 * state in words, and the same two actions as a term.
 */
export function WorkTypeList({ items, options }: { items: WorkType[]; options: Options | undefined }) {
  const intl = useIntl();
  return (
    <ProfileItems aria-label={intl.formatMessage(m.workTypes)}>
      {items.map((item) => (
        <WorkTypeItem key={item.codigo} item={item} options={options} />
      ))}
    </ProfileItems>
  );
}

function WorkTypeItem({ item, options }: { item: WorkType; options: Options | undefined }) {
  const intl = useIntl();
  const change = useChangeWorkType();
  const remove = useDeleteWorkType();
  const { codigo, validade, bibliotecas, idiomas } = item;
  return (
    <ProfileItem
      name={item.descricao}
      validade={validade}
      ativo={item.ativo}
      isSaving={change.isMutating}
      // The server sets every choice on a change, so the ones not being changed go as they are.
      save={(next) => change.trigger({ codigo, validade: next, bibliotecas, idiomas })}
      removeBody={intl.formatMessage(m.removeWorkTypeBody)}
      sectionId="tipos-obra"
      isRemoving={remove.isMutating}
      remove={() => remove.trigger({ codigo })}
    >
      <NamesOrAll codes={bibliotecas} list={options?.bibliotecas} all={intl.formatMessage(m.allLibraries)} />
      <NamesOrAll codes={idiomas} list={options?.idiomas} all={intl.formatMessage(m.allLanguages)} />
    </ProfileItem>
  );
}
