import type { z } from 'zod';
import type { interestAuxiliaryResponseSchema, workTypeItemSchema } from '@acervo/contract';
import { Inline, Text } from '@acervo/ui';
import { useIntl } from 'react-intl';
import { useChangeWorkType } from './api/change-work-type.ts';
import { useDeleteWorkType } from './api/delete-work-type.ts';
import { interestProfilesMessages as m } from './interest-profiles-messages.ts';
import { namesOf } from './periodical-list.tsx';
import { ChangeValidity, ItemName, ProfileItems, RemoveItem, ValidityState } from './profile-item-parts.tsx';

export type WorkType = z.infer<typeof workTypeItemSchema>;
type Options = z.infer<typeof interestAuxiliaryResponseSchema>;

/**
 * The work types followed, each with its libraries and languages (or "all"), its validity and
 * state in words, and the same two actions as a term.
 */
export function WorkTypeList({ items, options }: { items: WorkType[]; options: Options | undefined }) {
  const intl = useIntl();
  return (
    <ProfileItems aria-label={intl.formatMessage(m.workTypes)}>
      {items.map((item) => (
        <li key={item.codigo}>
          <ItemName>{item.descricao}</ItemName>
          <Text>
            {item.bibliotecas.length === 0
              ? intl.formatMessage(m.allLibraries)
              : intl.formatList(namesOf(item.bibliotecas, options?.bibliotecas ?? []))}
          </Text>
          <Text>
            {item.idiomas.length === 0
              ? intl.formatMessage(m.allLanguages)
              : intl.formatList(namesOf(item.idiomas, options?.idiomas ?? []))}
          </Text>
          <Inline gap="sm">
            <ValidityState validade={item.validade} ativo={item.ativo} />
          </Inline>
          <WorkTypeActions item={item} />
        </li>
      ))}
    </ProfileItems>
  );
}

function WorkTypeActions({ item }: { item: WorkType }) {
  const intl = useIntl();
  const change = useChangeWorkType();
  const remove = useDeleteWorkType();
  return (
    <Inline gap="sm">
      {/* The server sets every choice on a change, so the ones not being changed go as they are. */}
      <ChangeValidity
        name={item.descricao}
        validade={item.validade}
        isPending={change.isMutating}
        save={(validade) =>
          change.trigger({
            codigo: item.codigo,
            validade,
            bibliotecas: item.bibliotecas,
            idiomas: item.idiomas,
          })
        }
      />
      <RemoveItem
        name={item.descricao}
        body={intl.formatMessage(m.removeWorkTypeBody)}
        sectionId="tipos-obra"
        isPending={remove.isMutating}
        remove={() => remove.trigger({ codigo: item.codigo })}
      />
    </Inline>
  );
}
