import { defineMessage, defineMessages } from 'react-intl';

/** The form's texts; the rules' lines and refusals are lib/password's, shared with the recovery. */
export const passwordMessages = defineMessages({
  current: { id: 'password.current', defaultMessage: 'Senha atual' },
  new: { id: 'password.new', defaultMessage: 'Nova senha' },
  confirmation: { id: 'password.confirmation', defaultMessage: 'Confirme a nova senha' },
  show: { id: 'password.show', defaultMessage: 'Mostrar senha' },
  rulesHeading: { id: 'password.rules', defaultMessage: 'A nova senha deve:' },
  met: { id: 'password.rule.met', defaultMessage: '(atendido)' },
  notMet: { id: 'password.rule.notMet', defaultMessage: '(não atendido)' },
  progress: defineMessage<{ met: number; total: number }>({
    id: 'password.progress',
    defaultMessage: '{met} de {total} critérios atendidos.',
  }),
  save: { id: 'password.save', defaultMessage: 'Alterar senha' },
  changed: { id: 'password.changed', defaultMessage: 'Senha alterada. Use a nova senha no próximo acesso.' },
  required: { id: 'password.required', defaultMessage: 'Informe a senha atual.' },
});
