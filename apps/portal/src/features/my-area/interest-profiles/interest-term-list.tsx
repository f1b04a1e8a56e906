import type { z } from 'zod';
import type { termItemSchema } from '@acervo/contract';
import { Text } from '@acervo/ui';
import { useIntl } from 'react-intl';
import { useChangeTermValidity } from './api/change-term-validity.ts';
import { useDeleteInterestTerm } from './api/delete-interest-term.ts';
import { interestProfilesMessages as m } from './interest-profiles-messages.ts';
import { ProfileItem, ProfileItems } from './profile-item-parts.tsx';

export type Term = z.infer<typeof termItemSchema>;

/** The patron's terms, each with its kind, validity and state in words, and its two actions. */
export function InterestTermList({ terms, kinds }: { terms: Term[]; kinds: Record<string, string> }) {
  const intl = useIntl();
  return (
    <ProfileItems aria-label={intl.formatMessage(m.terms)}>
      {terms.map((term) => (
        <TermItem key={term.codigo} term={term} kind={kinds[term.tipoDSI] ?? term.tipoDSI} />
      ))}
    </ProfileItems>
  );
}

function TermItem({ term, kind }: { term: Term; kind: string }) {
  const intl = useIntl();
  const change = useChangeTermValidity();
  const remove = useDeleteInterestTerm();
  return (
    <ProfileItem
      name={term.termo}
      validade={term.validade}
      ativo={term.ativo}
      note={<Text>{kind}</Text>}
      isSaving={change.isMutating}
      save={(validade) => change.trigger({ codigo: term.codigo, validade })}
      removeBody={intl.formatMessage(m.removeBody)}
      sectionId="termos"
      isRemoving={remove.isMutating}
      // The kind goes with the delete, as the spec's DELETE names it.
      remove={() => remove.trigger({ codigo: term.codigo, tipoDSI: term.tipoDSI })}
    />
  );
}
