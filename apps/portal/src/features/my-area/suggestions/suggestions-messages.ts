import type { SuggestionStatus } from '@acervo/contract';
import { defineMessage, defineMessages, type MessageDescriptor } from 'react-intl';

export const suggestionsMessages = defineMessages({
  newSuggestion: { id: 'suggestions.new', defaultMessage: 'Nova sugestão' },
  intro: {
    id: 'suggestions.intro',
    defaultMessage: 'Indique um título que a biblioteca ainda não tem. Campos com * são obrigatórios.',
  },
  campus: { id: 'suggestions.campus', defaultMessage: 'Campus' },
  allCampuses: { id: 'suggestions.allCampuses', defaultMessage: 'Todos os campi' },
  library: { id: 'suggestions.library', defaultMessage: 'Biblioteca' },
  author: { id: 'suggestions.author', defaultMessage: 'Autor' },
  title: { id: 'suggestions.title', defaultMessage: 'Título' },
  edition: { id: 'suggestions.edition', defaultMessage: 'Edição' },
  publisher: { id: 'suggestions.publisher', defaultMessage: 'Editora' },
  isbn: { id: 'suggestions.isbn', defaultMessage: 'ISBN/ISSN' },
  periodical: { id: 'suggestions.periodical', defaultMessage: 'É um periódico' },
  other: { id: 'suggestions.other', defaultMessage: 'Outras informações' },
  send: { id: 'suggestions.send', defaultMessage: 'Enviar sugestão' },
  mine: { id: 'suggestions.mine', defaultMessage: 'Minhas sugestões' },
  table: { id: 'suggestions.table', defaultMessage: 'Minhas sugestões' },
  period: { id: 'suggestions.period', defaultMessage: 'Sugestões enviadas no período' },
  status: { id: 'suggestions.status', defaultMessage: 'Situação' },
  allStatuses: { id: 'suggestions.allStatuses', defaultMessage: 'Todas as situações' },
  sentOn: { id: 'suggestions.sentOn', defaultMessage: 'Enviada em' },
  titleAndEdition: defineMessage<{ title: string; edition: string }>({
    id: 'suggestions.titleAndEdition',
    defaultMessage: '{title}, {edition}',
  }),
  byAuthor: defineMessage<{ author: string }>({
    id: 'suggestions.byAuthor',
    defaultMessage: 'Autor: {author}',
  }),
  publishedBy: defineMessage<{ publisher: string }>({
    id: 'suggestions.publishedBy',
    defaultMessage: 'Editora: {publisher}',
  }),
  count: defineMessage<{ count: number; start: string; end: string }>({
    id: 'suggestions.count',
    defaultMessage:
      '{count, plural, one {# sugestão enviada} other {# sugestões enviadas}} de {start} a {end}.',
  }),
  emptyTitle: { id: 'suggestions.empty.title', defaultMessage: 'Nenhuma sugestão neste período' },
  emptyBody: {
    id: 'suggestions.empty.body',
    defaultMessage: 'Escolha outro período ou outra situação, ou envie uma sugestão acima.',
  },
  sent: { id: 'suggestions.sent', defaultMessage: 'Sugestão enviada. Ela aparece na sua lista abaixo.' },
});

/** The fourteen statuses of spec §4, in words. */
export const suggestionStatusMessages: Record<SuggestionStatus, MessageDescriptor> = defineMessages({
  aguardando_entrega: { id: 'suggestions.status.aguardando_entrega', defaultMessage: 'Aguardando entrega' },
  atendida: { id: 'suggestions.status.atendida', defaultMessage: 'Atendida' },
  cancelada: { id: 'suggestions.status.cancelada', defaultMessage: 'Cancelada' },
  duplicada: { id: 'suggestions.status.duplicada', defaultMessage: 'Duplicada' },
  em_cotacao: { id: 'suggestions.status.em_cotacao', defaultMessage: 'Em cotação' },
  esgotada: { id: 'suggestions.status.esgotada', defaultMessage: 'Esgotada' },
  finalizada_incompleta: {
    id: 'suggestions.status.finalizada_incompleta',
    defaultMessage: 'Finalizada/incompleta',
  },
  ja_existe: { id: 'suggestions.status.ja_existe', defaultMessage: 'Já existe no acervo' },
  nao_atendida: { id: 'suggestions.status.nao_atendida', defaultMessage: 'Não atendida' },
  nao_encontrada: { id: 'suggestions.status.nao_encontrada', defaultMessage: 'Não encontrada' },
  parcialmente_atendida: {
    id: 'suggestions.status.parcialmente_atendida',
    defaultMessage: 'Parcialmente atendida',
  },
  em_negociacao: { id: 'suggestions.status.em_negociacao', defaultMessage: 'Em negociação' },
  pre_sugestao: { id: 'suggestions.status.pre_sugestao', defaultMessage: 'Pré-sugestão' },
  sugestao_compra: { id: 'suggestions.status.sugestao_compra', defaultMessage: 'Sugestão de compra' },
});
