import { defineMessage, defineMessages } from 'react-intl';

/** The rule texts and refusals share the spec's ids (and words) with the password recovery's. */
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
  mismatch: { id: 'AsSenhasNaoCoincidem', defaultMessage: 'As senhas não coincidem!' },
  rulesFailed: { id: 'SenhaNaoConfereCriterios', defaultMessage: 'A senha não atende aos critérios.' },
  ruleLength: defineMessage<{ min: number; max: number }>({
    id: 'SenhaTamanho',
    defaultMessage: 'ter entre {min} e {max} caracteres',
  }),
  ruleNumbers: { id: 'SenhaPrecisaNumeros', defaultMessage: 'conter números' },
  ruleOnlyNumbers: { id: 'SenhaSomenteNumeros', defaultMessage: 'conter somente números' },
  ruleCase: { id: 'SenhaMaiusculasMinusculas', defaultMessage: 'conter letras maiúsculas e minúsculas' },
  ruleSpecial: defineMessage<{ chars: string }>({
    id: 'SenhaCaractereEspecial',
    defaultMessage: 'conter um destes caracteres: {chars}',
  }),
  ruleName: { id: 'SenhaContemNome', defaultMessage: 'não conter partes do seu nome' },
  ruleLast: defineMessage<{ count: number }>({
    id: 'SenhaRepetida',
    defaultMessage: 'ser diferente das últimas {count} senhas',
  }),
});
