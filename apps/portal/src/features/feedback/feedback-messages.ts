import { defineMessage, defineMessages } from 'react-intl';

export const feedbackMessages = defineMessages({
  loginNeeded: {
    id: 'feedback.loginNeeded',
    defaultMessage: 'Entre com sua conta para enviar comentários e sugestões à biblioteca.',
  },
  login: { id: 'feedback.login', defaultMessage: 'Entrar' },
  library: { id: 'feedback.library', defaultMessage: 'Biblioteca' },
  content: { id: 'feedback.content', defaultMessage: 'Comentário' },
  author: { id: 'feedback.author', defaultMessage: 'Autor' },
  title: { id: 'feedback.title', defaultMessage: 'Título' },
  edition: { id: 'feedback.edition', defaultMessage: 'Edição' },
  publisher: { id: 'feedback.publisher', defaultMessage: 'Editora' },
  isbn: { id: 'feedback.isbn', defaultMessage: 'ISBN/ISSN' },
  periodical: { id: 'feedback.periodical', defaultMessage: 'Periódico' },
  other: { id: 'feedback.other', defaultMessage: 'Outras informações' },
  subject: { id: 'feedback.subject', defaultMessage: 'Assunto' },
  message: { id: 'feedback.message', defaultMessage: 'Mensagem' },
  send: { id: 'feedback.send', defaultMessage: 'Enviar' },
  sending: { id: 'feedback.sending', defaultMessage: 'Enviando…' },
  cancel: { id: 'feedback.cancel', defaultMessage: 'Cancelar' },
  sent: { id: 'feedback.sent', defaultMessage: 'Mensagem enviada. Obrigado!' },
  commentHeld: {
    id: 'feedback.commentHeld',
    defaultMessage: 'Comentário enviado. Ele aparecerá depois de aprovado pela biblioteca.',
  },
  tooManyComments: {
    id: 'limite_comentarios_excedido',
    defaultMessage: 'Você tem muitos comentários aguardando aprovação. Este comentário não foi enviado.',
  },
  fillRequired: { id: 'feedback.fillRequired', defaultMessage: 'Preencha os campos obrigatórios.' },
});

/** Spec §5: "CampoObrigatorioNaoPreenchido with the field name". */
export const requiredField = defineMessage<{ field: string }>({
  id: 'CampoObrigatorioNaoPreenchido',
  defaultMessage: 'Campo obrigatório não preenchido: {field}.',
});

export { feedbackTitles } from './feedback-titles.ts';
