import type { storageDataSchema } from '@acervo/contract';
import { Badge, Text } from '@acervo/ui';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { z } from 'zod';
import { ApiRequestError } from '../api/api-client.ts';
import { useOwnStorageRequests } from './api/own-storage-requests.ts';
import { closedStorageMessages as m } from './closed-storage-messages.ts';

export type StoredCopy = z.infer<typeof storageDataSchema>['exemplares'][number];
export type StorageLibrary = {
  codigo: number;
  name: string;
  room: string;
  hours: number;
  copies: StoredCopy[];
};

/** A copy's number, where it is kept and why it cannot be asked for: one line each. */
const CopyLines = styled.span`
  display: flex;
  flex-direction: column;
`;

/** The stored copies by library, in the order the server lists them (by library name). */
export function byLibrary(copies: readonly StoredCopy[]): StorageLibrary[] {
  const libraries = new Map<number, StorageLibrary>();
  for (const copy of copies) {
    let library = libraries.get(copy.cod_biblioteca);
    if (!library) {
      library = {
        codigo: copy.cod_biblioteca,
        name: copy.desc_biblioteca,
        room: copy.desc_armazem,
        hours: copy.prazo_horas,
        copies: [],
      };
      libraries.set(copy.cod_biblioteca, library);
    }
    library.copies.push(copy);
  }
  return [...libraries.values()];
}

/** The server refuses a basket position by position (`cesta.{i}.cod_exemplar`): per copy, why. */
export function refusalsByCopy(error: unknown, sent: readonly number[]): Map<number, string> {
  const refusals = new Map<number, string>();
  if (!(error instanceof ApiRequestError) || !error.body.fields) return refusals;
  for (const [field, message] of Object.entries(error.body.fields)) {
    const position = /^cesta\.(\d+)\.cod_exemplar$/.exec(field);
    const code = position ? sent[Number(position[1])] : undefined;
    if (code !== undefined) refusals.set(code, message);
  }
  return refusals;
}

/** Request states in which a copy is still the patron's: being fetched, or waiting at the desk. */
const openStates = new Set(['aguardando', 'disponivel']);

/**
 * The copies the patron has already asked for and not yet finished with, by copy: the request's
 * state; null until the patron's requests are known.
 */
export function useOwnOpenRequests(): Map<number, string> | null {
  const { data } = useOwnStorageRequests();
  if (!data) return null;
  const open = new Map<number, string>();
  for (const request of data.solicitacoes)
    for (const item of request.itens)
      if (openStates.has(item.situacao.codigo)) open.set(item.codExemplar, item.situacao.descricao);
  return open;
}

/**
 * Whether the patron may tick the copy: on its shelf in the room and held by no open request, the
 * patron's own or another's.
 */
export const canRequest = (copy: StoredCopy, ownRequests: ReadonlyMap<number, string> | null) =>
  copy.situacao === 'disponivel' && !copy.solicitado && !ownRequests?.has(copy.cod_exemplar);

/**
 * A stored copy as a line of text, or a checkbox's label: its number and volume, where it is kept
 * (with its library and room when `showLibrary`), and why it cannot be asked for.
 */
export function StoredCopyDescription({
  copy,
  refusal,
  requested,
  showLibrary = false,
  ownKnown = false,
}: {
  copy: StoredCopy;
  refusal?: string | undefined;
  /** The state of the patron's own open request for this copy, if any. */
  requested?: string | undefined;
  showLibrary?: boolean;
  /**
   * Whether the patron's own requests are known: only then is an open request that is not theirs
   * said to be another person's (a visitor, or a patron whose list is loading, is told it is taken).
   */
  ownKnown?: boolean;
}) {
  const intl = useIntl();
  const volume = [
    copy.volume && intl.formatMessage(m.volume, { value: copy.volume }),
    copy.tomo && intl.formatMessage(m.tome, { value: copy.tomo }),
    copy.parte && intl.formatMessage(m.part, { value: copy.parte }),
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <CopyLines>
      <span>
        {volume
          ? intl.formatMessage(m.copyVolume, { tombo: copy.tombo, volume })
          : intl.formatMessage(m.copy, { tombo: copy.tombo })}
      </span>
      {showLibrary ? (
        <Text as="span" size="sm">
          {intl.formatMessage(m.libraryCopies, { library: copy.desc_biblioteca, room: copy.desc_armazem })}
        </Text>
      ) : null}
      <Text as="span" size="sm">
        {intl.formatMessage(m.position, { position: copy.posicao })}
      </Text>
      {requested ? (
        <span>
          <Badge tone="info">{intl.formatMessage(m.alreadyRequested, { status: requested })}</Badge>
        </span>
      ) : copy.solicitado ? (
        <Text as="span" size="sm">
          {intl.formatMessage(ownKnown ? m.requestedByOther : m.requestedOpen)}
        </Text>
      ) : copy.situacao === 'disponivel' ? null : (
        <Text as="span" size="sm">
          {intl.formatMessage(m.unavailable, { status: copy.desc_situacao })}
        </Text>
      )}
      {refusal ? (
        <span>
          <Badge tone="danger">{refusal}</Badge>
        </span>
      ) : null}
    </CopyLines>
  );
}
