import { defineMessage, defineMessages } from 'react-intl';

/** The login area's texts: translated in pt, en, es, fr and it (spec §1). */
export const authMessages = defineMessages({
  pageHeading: { id: 'login.heading', defaultMessage: 'Entrar' },
  username: { id: 'login.username', defaultMessage: 'Usuário' },
  password: { id: 'login.password', defaultMessage: 'Senha' },
  showPassword: { id: 'login.showPassword', defaultMessage: 'Mostrar senha' },
  remember: { id: 'login.remember', defaultMessage: 'Manter conectado neste computador' },
  destination: { id: 'login.destination', defaultMessage: 'Direcionar para' },
  destinationChoose: { id: 'login.destination.choose', defaultMessage: 'Selecione' },
  destinationMyArea: { id: 'login.destination.myArea', defaultMessage: 'Meu Pergamum' },
  destinationCatalogue: { id: 'login.destination.catalogue', defaultMessage: 'Catálogo' },
  category: { id: 'login.category', defaultMessage: 'Categoria de usuário' },
  categoryOptional: { id: 'login.category.optional', defaultMessage: 'Categoria de usuário (opcional)' },
  categoryChoose: { id: 'login.category.choose', defaultMessage: 'Selecione a categoria' },
  categoryNone: { id: 'login.category.none', defaultMessage: 'Sem categoria' },
  chooseLogin: { id: 'login.chooseLogin', defaultMessage: 'Escolha o login' },
  chooseLoginOption: defineMessage<{ login: string; name: string }>({
    id: 'login.chooseLogin.option',
    defaultMessage: '{login} — {name}',
  }),
  submit: { id: 'login.submit', defaultMessage: 'Entrar' },
  authenticating: { id: 'login.authenticating', defaultMessage: 'Autenticando…' },
  forgot: { id: 'login.forgot', defaultMessage: 'Esqueci minha senha' },
  privacy: { id: 'login.privacy', defaultMessage: 'Política de privacidade' },
  newTab: { id: 'login.newTab', defaultMessage: '(abre em nova aba)' },
  credentialMissing: { id: 'credential_missing', defaultMessage: 'Informe os dados da sua conta.' },
  fillAll: { id: 'login.fillAll', defaultMessage: 'Preencha todos os campos para entrar!' },
  captchaMissing: { id: 'AuthCAPTCHAError', defaultMessage: 'Faça a verificação do Captcha!' },
  fieldRequired: defineMessage<{ field: string }>({
    id: 'PreenchaCampo',
    defaultMessage: 'Preencha o campo {field}.',
  }),
  captcha: { id: 'login.captcha', defaultMessage: 'Verificação de segurança' },
  errorSummary: { id: 'login.errorSummary', defaultMessage: 'Corrija os campos indicados.' },
  oidcRedirecting: {
    id: 'login.oidcRedirecting',
    defaultMessage: 'Redirecionando para o provedor de identidade…',
  },
  // Spec §8, the login error catalogue.
  error400: {
    id: 'login.error.400',
    defaultMessage: 'A solicitação de login falhou. Por favor, tente novamente.',
  },
  error401: defineMessage<{ label: string }>({
    id: 'login.error.401',
    defaultMessage: '{label} ou senha incorretos! Tente novamente.',
  }),
  error429: {
    id: 'login.error.429',
    defaultMessage: 'Muitas tentativas consecutivas. Aguarde alguns minutos e tente novamente.',
  },
  errorBlocked: {
    id: 'login.error.blocked',
    defaultMessage:
      'Senha bloqueada por excesso de tentativas. Clique em “Esqueci minha senha” para desbloquear.',
  },
  // Several logins.
  selectorHeading: { id: 'login.selector.heading', defaultMessage: 'Com qual login deseja continuar?' },
  selectorContinue: { id: 'login.selector.continue', defaultMessage: 'Continuar' },
  // Logout, OIDC and redirects.
  loggingOut: { id: 'logout.progress', defaultMessage: 'Saindo…' },
  oauthHeading: { id: 'oauth.heading', defaultMessage: 'Concluindo a entrada' },
  oauthFailed: { id: 'oauth.failed', defaultMessage: 'Não foi possível entrar pelo provedor de identidade.' },
  oauthBack: { id: 'oauth.back', defaultMessage: 'Voltar ao login' },
  samlHeading: { id: 'saml.heading', defaultMessage: 'Entrada institucional' },
  samlFailed: {
    id: 'saml.failed',
    defaultMessage: 'Não foi possível entrar com a conta da instituição. Tente novamente.',
  },
  samlLogin: { id: 'login.saml', defaultMessage: 'Entrar com a conta da instituição' },
  samlRedirecting: {
    id: 'login.samlRedirecting',
    defaultMessage: 'Redirecionando para a entrada da instituição…',
  },
  redirectHeading: { id: 'redirect.heading', defaultMessage: 'Redirecionando' },
  redirectFailed: {
    id: 'redirect.failed',
    defaultMessage: 'Este link de acesso expirou ou já foi usado. Entre novamente.',
  },
  providerOpened: {
    id: 'login.providerOpened',
    defaultMessage: 'O conteúdo foi aberto em uma nova aba.',
  },
});

/** The password recovery flow inside the login box (spec §2 "Forgot password"). */
export const recoveryMessages = defineMessages({
  heading: { id: 'recovery.heading', defaultMessage: 'Recuperar senha' },
  step1: {
    id: 'recovery.step1',
    defaultMessage: 'Informe seu usuário. Enviaremos um código de verificação para o seu e-mail.',
  },
  userCode: { id: 'recovery.userCode', defaultMessage: 'Usuário' },
  userCodeRequired: { id: 'DigiteCodigoUsuario', defaultMessage: 'Digite o código de usuário.' },
  send: { id: 'recovery.send', defaultMessage: 'Enviar código' },
  sent: defineMessage<{ name: string; length: number; emails: string; minutes: number }>({
    id: 'recovery.sent',
    defaultMessage:
      '{name}, enviamos um código de {length} dígitos para {emails}. Ele vale por {minutes} minutos.',
  }),
  code: { id: 'recovery.code', defaultMessage: 'Código de verificação' },
  validating: { id: 'recovery.validating', defaultMessage: 'Verificando o código…' },
  resend: { id: 'recovery.resend', defaultMessage: 'Reenviar código' },
  resent: { id: 'recovery.resent', defaultMessage: 'Enviamos um novo código.' },
  newPassword: { id: 'recovery.newPassword', defaultMessage: 'Nova senha' },
  confirmPassword: { id: 'recovery.confirmPassword', defaultMessage: 'Confirme a nova senha' },
  rulesHeading: { id: 'recovery.rules', defaultMessage: 'A nova senha deve:' },
  save: { id: 'recovery.save', defaultMessage: 'Alterar senha' },
  cancel: { id: 'recovery.cancel', defaultMessage: 'Voltar ao login' },
  success: { id: 'recovery.success', defaultMessage: 'Senha alterada. Entre com a nova senha.' },
});
