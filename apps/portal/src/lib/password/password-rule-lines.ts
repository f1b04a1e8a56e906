import { passwordSpecialCharacters, type PasswordRules } from '@acervo/contract';
import { defineMessage, defineMessages, type IntlShape } from 'react-intl';

/** The spec's password refusals and rule texts, shared by the recovery and My area's change form. */
export const passwordRuleMessages = defineMessages({
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

const m = passwordRuleMessages;

/**
 * The rules a login's password must follow, one line each, in the spec's order. The last-N rule
 * (only the server can check it) is listed when `withHistory` asks for it.
 */
export function passwordRuleLines(
  intl: IntlShape,
  rules: PasswordRules,
  { withHistory = false }: { withHistory?: boolean } = {},
) {
  return [
    { id: 'SenhaTamanho', text: intl.formatMessage(m.ruleLength, rules.length), on: true },
    { id: 'SenhaPrecisaNumeros', text: intl.formatMessage(m.ruleNumbers), on: rules.has_numbers },
    { id: 'SenhaSomenteNumeros', text: intl.formatMessage(m.ruleOnlyNumbers), on: rules.only_numbers },
    { id: 'SenhaMaiusculasMinusculas', text: intl.formatMessage(m.ruleCase), on: rules.diff_case },
    {
      id: 'SenhaCaractereEspecial',
      text: intl.formatMessage(m.ruleSpecial, { chars: passwordSpecialCharacters.split('').join(' ') }),
      on: rules.special_char,
    },
    { id: 'SenhaContemNome', text: intl.formatMessage(m.ruleName), on: rules.diff_name },
    {
      id: 'SenhaRepetida',
      text: intl.formatMessage(m.ruleLast, { count: rules.last_pw }),
      on: withHistory && rules.last_pw > 0,
    },
  ].filter((rule) => rule.on);
}
