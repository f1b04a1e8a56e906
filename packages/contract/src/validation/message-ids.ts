/**
 * Message ids the contract's own rules report. Zod refinements carry one of these as their message;
 * the server translates it by the `lang` header and the portal by its catalogue (spec §5, §8).
 */
export const validationMessageIds = [
  'CampoObrigatorio',
  'EmailInvalido',
  'TelefoneInvalido',
  'CpfSomenteDigitos',
  'CpfInvalido',
  'DataInvalida',
  'DataFutura',
  'SenhaNaoConfereCriterios',
  'SenhaTamanho',
  'SenhaPrecisaNumeros',
  'SenhaSomenteNumeros',
  'SenhaMaiusculasMinusculas',
  'SenhaCaractereEspecial',
  'SenhaContemNome',
  'SenhaRepetida',
  'CaminhoRedirecionamentoInvalido',
] as const;
export type ValidationMessageId = (typeof validationMessageIds)[number];
