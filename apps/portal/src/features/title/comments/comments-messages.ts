import { defineMessage, defineMessages } from 'react-intl';

export const commentsMessages = defineMessages({
  heading: { id: 'title.comments.heading', defaultMessage: 'Comentários' },
  none: {
    id: 'title.comments.none',
    defaultMessage: 'Ainda não há comentários publicados sobre este título.',
  },
  byOn: defineMessage<{ author: string; date: string }>({
    id: 'title.comments.byOn',
    defaultMessage: '{author}, em {date}',
  }),
  yours: { id: 'title.comments.yours', defaultMessage: 'Seus comentários' },
  pending: { id: 'title.comments.pending', defaultMessage: 'Aguardando aprovação' },
  approved: { id: 'title.comments.approved', defaultMessage: 'Publicado' },
  rejected: { id: 'title.comments.rejected', defaultMessage: 'Não publicado' },
  delete: { id: 'title.comments.delete', defaultMessage: 'Excluir' },
  deleteThis: defineMessage<{ date: string }>({
    id: 'title.comments.deleteThis',
    defaultMessage: 'Excluir seu comentário de {date}',
  }),
  deleteTitle: { id: 'title.comments.deleteTitle', defaultMessage: 'Excluir o comentário?' },
  deleteBody: {
    id: 'title.comments.deleteBody',
    defaultMessage: 'O comentário sai deste título, publicado ou não. Não é possível desfazer.',
  },
  deleteConfirm: { id: 'title.comments.deleteConfirm', defaultMessage: 'Excluir o comentário' },
  deleted: { id: 'title.comments.deleted', defaultMessage: 'Comentário excluído.' },
  field: { id: 'title.comments.field', defaultMessage: 'Seu comentário' },
  fieldHelp: defineMessage<{ max: number }>({
    id: 'title.comments.fieldHelp',
    defaultMessage: 'Até {max} caracteres. Ele é publicado depois de aprovado pela biblioteca.',
  }),
  empty: {
    id: 'title.comments.empty',
    defaultMessage: 'Escreva o comentário antes de enviar.',
  },
  tooLong: defineMessage<{ max: number }>({
    id: 'title.comments.tooLong',
    defaultMessage: 'O comentário pode ter até {max} caracteres.',
  }),
  send: { id: 'title.comments.send', defaultMessage: 'Enviar comentário' },
  sending: { id: 'title.comments.sending', defaultMessage: 'Enviando…' },
  held: { id: 'title.comments.held', defaultMessage: 'Comentário recebido' },
  loginWhy: {
    id: 'title.comments.loginWhy',
    defaultMessage: 'Para comentar este título, entre com sua conta da biblioteca.',
  },
  login: { id: 'title.comments.login', defaultMessage: 'Faça login para comentar' },
  // The spec's code (§8 "Comment"), the same message the footer's comment dialog shows.
  tooMany: {
    id: 'limite_comentarios_excedido',
    defaultMessage: 'Você tem muitos comentários aguardando aprovação. Este comentário não foi enviado.',
  },
});
