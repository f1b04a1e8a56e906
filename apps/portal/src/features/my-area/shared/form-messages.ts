import { defineMessage, defineMessages } from 'react-intl';

/** Words the My-area forms share. */
export const formMessages = defineMessages({
  fixFields: { id: 'myArea.form.fixFields', defaultMessage: 'Corrija os campos indicados.' },
  sending: { id: 'myArea.form.sending', defaultMessage: 'Enviando…' },
  saving: { id: 'myArea.form.saving', defaultMessage: 'Salvando…' },
});

/** Spec §5: "CampoObrigatorioNaoPreenchido with the field name" (the same words as the footer's). */
export const requiredField = defineMessage<{ field: string }>({
  id: 'CampoObrigatorioNaoPreenchido',
  defaultMessage: 'Campo obrigatório não preenchido: {field}.',
});
