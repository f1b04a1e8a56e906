import { ChoiceList, type ChoiceListHandle, type ChoiceListItem, Link } from '@acervo/ui';
import type { ReactNode, Ref } from 'react';
import { useIntl } from 'react-intl';
import { closedStorageMessages as m } from './closed-storage-messages.ts';
import { canRequest, type StoredCopy, StoredCopyDescription, useOwnOpenRequests } from './stored-copy.tsx';

/** Stored copies under a heading of their own (the basket's titles). */
export type StoredCopySection = { id: number; heading: ReactNode; copies: readonly StoredCopy[] };

/**
 * The stored copies to tick for a request (the kit's `ChoiceList`): each described, those the
 * patron cannot ask for listed but not offered, saying why, a refusal beside its copy; and the way
 * to the patron's requests when some copies are already theirs. The `ref` checks that something is
 * chosen and moves focus to a refused copy.
 */
export function StoredCopyChoice({
  copies,
  sections,
  refusals,
  showLibrary = false,
  ...list
}: {
  copies?: readonly StoredCopy[];
  sections?: readonly StoredCopySection[];
  /** The server's reason for each copy it refused, by copy. */
  refusals: ReadonlyMap<number, string>;
  /** Whether each copy names its library and room (copies of several libraries in one list). */
  showLibrary?: boolean;
  label: string;
  description?: string;
  value: string[];
  onChange: (value: string[]) => void;
  ref: Ref<ChoiceListHandle>;
}) {
  const intl = useIntl();
  // A copy the patron already asked for is not offered again (the server would refuse it).
  const ownRequests = useOwnOpenRequests();
  const all = sections ? sections.flatMap((section) => section.copies) : (copies ?? []);
  const choice = (copy: StoredCopy): ChoiceListItem => ({
    id: String(copy.cod_exemplar),
    label: (
      <StoredCopyDescription
        copy={copy}
        showLibrary={showLibrary}
        refusal={refusals.get(copy.cod_exemplar)}
        requested={ownRequests?.get(copy.cod_exemplar)}
        ownKnown={ownRequests !== null}
      />
    ),
    isUnavailable: !canRequest(copy, ownRequests),
  });
  return (
    <div>
      <ChoiceList
        {...list}
        requiredMessage={intl.formatMessage(m.chooseNone)}
        items={sections ? undefined : all.map(choice)}
        sections={sections?.map((section) => ({
          id: String(section.id),
          heading: section.heading,
          items: section.copies.map(choice),
        }))}
      />
      {all.some((copy) => ownRequests?.has(copy.cod_exemplar)) ? (
        <p>
          <Link href="/meupergamum/acervo-fechado">{intl.formatMessage(m.myRequests)}</Link>
        </p>
      ) : null}
    </div>
  );
}
