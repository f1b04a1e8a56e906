import type { z } from 'zod';
import type { termItemSchema } from '@acervo/contract';
import { Inline, Text } from '@acervo/ui';
import { useIntl } from 'react-intl';
import { useChangeTermValidity } from './api/change-term-validity.ts';
import { useDeleteInterestTerm } from './api/delete-interest-term.ts';
import { interestProfilesMessages as m } from './interest-profiles-messages.ts';
import { ChangeValidity, ItemName, ProfileItems, RemoveItem, ValidityState } from './profile-item-parts.tsx';

export type Term = z.infer<typeof termItemSchema>;

/** The patron's terms, each with its kind, validity and state in words, and its two actions. */
export function InterestTermList({ terms, kinds }: { terms: Term[]; kinds: Record<string, string> }) {
  const intl = useIntl();
  return (
    <ProfileItems aria-label={intl.formatMessage(m.terms)}>
      {terms.map((term) => (
        <li key={term.codigo}>
          <ItemName>{term.termo}</ItemName>
          <Inline gap="sm">
            <Text>{kinds[term.tipoDSI] ?? term.tipoDSI}</Text>
            <ValidityState validade={term.validade} ativo={term.ativo} />
          </Inline>
          <TermActions term={term} />
        </li>
      ))}
    </ProfileItems>
  );
}

function TermActions({ term }: { term: Term }) {
  const intl = useIntl();
  const change = useChangeTermValidity();
  const remove = useDeleteInterestTerm();
  return (
    <Inline gap="sm">
      <ChangeValidity
        name={term.termo}
        validade={term.validade}
        isPending={change.isMutating}
        save={(validade) => change.trigger({ codigo: term.codigo, validade })}
      />
      {/* The kind goes with the delete, as the spec's DELETE names it. */}
      <RemoveItem
        name={term.termo}
        body={intl.formatMessage(m.removeBody)}
        sectionId="termos"
        isPending={remove.isMutating}
        remove={() => remove.trigger({ codigo: term.codigo, tipoDSI: term.tipoDSI })}
      />
    </Inline>
  );
}
