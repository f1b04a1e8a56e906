import type { ValidationMessageId } from '@acervo/contract';
import type { ApiLocale } from './locale.ts';
import { patronEn, patronEs, patronPt } from './patron-messages.ts';

/**
 * Messages the API answers with, by id. Ids follow the spec's names where it gives them
 * (`SessaoExpirada`, `AuthCAPTCHAError`, `credential_missing`, ...), so the portal can recognise
 * them too (spec §8). Every id exists in the three languages the `lang` header selects.
 */
const pt = {
  ...patronPt,
  OcorreuErroInesperado: 'Ocorreu um erro inesperado. Tente novamente mais tarde.',
  RedePergamumIndisponivel: 'Serviço Rede Pergamum não disponível!',
  CatalogoEmPreparo: 'O catálogo está sendo preparado para a pesquisa. Tente novamente em alguns instantes.',
  ErroMeuPergamum:
    'Não foi possível concluir a operação no Meu Pergamum. Tente novamente; se o problema continuar, escreva para a biblioteca.',
  RecursoNaoEncontrado: 'O recurso solicitado não foi encontrado.',
  DadosInvalidos: 'Alguns dados enviados são inválidos. Corrija os campos indicados.',
  CampoObrigatorio: 'O campo acima é obrigatório.',
  TipoInvalido: 'Valor em formato inválido.',
  ValorMuitoCurto: 'Informe ao menos {minimum} caracteres.',
  ValorMuitoLongo: 'Informe no máximo {maximum} caracteres.',
  ValorMenorQueMinimo: 'O valor deve ser no mínimo {minimum}.',
  ValorMaiorQueMaximo: 'O valor deve ser no máximo {maximum}.',
  OpcaoInvalida: 'Escolha uma das opções válidas.',
  AnoInicialMaiorQueFinal: 'O ano inicial não pode ser posterior ao ano final.',
  RequisicaoInvalida: 'A requisição não pôde ser lida.',
  RequisicaoMuitoGrande: 'A requisição é grande demais.',
  // Catalogue (comments, library forms).
  limite_comentarios_excedido:
    'Você já tem {limite} comentários aguardando aprovação. Aguarde a moderação antes de enviar outro.',
  CampoObrigatorioNaoPreenchido: 'Preencha o campo obrigatório: {campo}.',
  ComentarioRecebido: 'Comentário recebido. Ele será publicado após a aprovação da biblioteca.',
  MensagemEnviada: 'Mensagem enviada à biblioteca. Obrigado!',
  SugestaoEnviada: 'Sugestão de aquisição enviada. Obrigado!',
  CestaReferenciasEmail: 'Referências dos {total} título(s) exportados (também em anexo):',
  LimiteRequisicoes: 'Limite de requisições excedido. Aguarde e tente novamente.',
  // Shared rules (packages/contract/src/validation).
  EmailInvalido: 'Preencha um e-mail válido!',
  TelefoneInvalido: 'Informe um telefone válido.',
  CpfSomenteDigitos: 'Informe o CPF somente com números.',
  CpfInvalido: 'CPF inválido.',
  DataInvalida: 'Informe uma data válida (AAAA-MM-DD).',
  DataFutura: 'A data não pode estar no futuro.',
  SenhaNaoConfereCriterios: 'A senha não atende aos critérios.',
  SenhaTamanho: 'A senha deve ter entre {min} e {max} caracteres.',
  SenhaPrecisaNumeros: 'A senha deve conter números.',
  SenhaSomenteNumeros: 'A senha deve conter somente números.',
  SenhaMaiusculasMinusculas: 'A senha deve conter letras maiúsculas e minúsculas.',
  SenhaCaractereEspecial: 'A senha deve conter um destes caracteres: @ ! # $ % & * ( ) - _',
  SenhaContemNome: 'A senha não pode conter partes do seu nome.',
  SenhaRepetida: 'A senha deve ser diferente das últimas {count} senhas.',
  CaminhoRedirecionamentoInvalido: 'Endereço de retorno inválido.',
  // Authentication (spec §8, Login).
  FalhaRequisicaoLogin: 'A solicitação de login falhou. Por favor, tente novamente.',
  ClienteInvalido: 'Cliente OAuth desconhecido.',
  TipoConcessaoNaoSuportado: 'Tipo de concessão (grant_type) não suportado.',
  credential_missing: 'Informe os dados da sua conta.',
  CredenciaisIncorretas: '{label} ou senha incorretos! Tente novamente.',
  MuitasTentativas: 'Muitas tentativas consecutivas. Aguarde alguns minutos e tente novamente.',
  ACESSO_BLOQUEADO:
    'Sua senha foi bloqueada por excesso de tentativas. Clique em "Esqueci minha senha" para cadastrar uma nova.',
  AuthCAPTCHAError: 'Faça a verificação do Captcha!',
  CaptchaInvalido: 'Captcha inválido ou expirado.',
  SessaoExpirada: 'Sua sessão expirou. Por favor, faça login novamente.',
  TokenInvalido: 'Falha na validação do token.',
  AutenticacaoNecessaria: 'Faça login para continuar.',
  PermissaoNegada: 'Permissões de autenticação negadas.',
  UsuarioNaoEncontrado: 'Usuário não encontrado. Entre com as mesmas credenciais cadastradas.',
  OidcNaoConfigurado: 'O login pelo provedor de identidade não está configurado.',
  OidcIndisponivel: 'O provedor de identidade não está disponível no momento.',
  OidcNonceInvalido: 'Este login expirou ou já foi usado. Entre novamente.',
  OidcFalhou: 'O provedor de identidade recusou o login: {detail}',
  OidcUsuarioNaoEncontrado:
    'Sua conta no provedor de identidade não corresponde a nenhum usuário da biblioteca.',
  SamlNaoConfigurado: 'O login SAML não está configurado.',
  SamlLoginInvalido: 'Este login expirou ou já foi usado. Entre novamente.',
  SamlAssinaturaInvalida:
    'A resposta do provedor de identidade não tem uma assinatura válida. Entre novamente.',
  SamlForaDoPrazo: 'A resposta do provedor de identidade expirou ou ainda não é válida. Entre novamente.',
  SamlAudienciaInvalida: 'A resposta do provedor de identidade foi emitida para outro serviço.',
  SamlRespostaReutilizada: 'Esta resposta do provedor de identidade já foi usada. Entre novamente.',
  SamlFalhou: 'O provedor de identidade recusou o login: {detail}',
  SamlUsuarioNaoEncontrado:
    'Sua conta no provedor de identidade não corresponde a nenhum usuário da biblioteca.',
  // People.
  UsuarioSemEmail: 'Não há e-mail cadastrado para este usuário. Procure a biblioteca.',
  CodigoInvalido: 'O código de verificação está incorreto.',
  CodigoExpirado: 'O código de verificação expirou ou já foi usado. Solicite um novo.',
  MuitosCodigos: 'Muitos códigos solicitados. Aguarde alguns minutos e tente novamente.',
  SenhaAlterada: 'Senha alterada com sucesso.',
  SenhaAtualIncorreta: 'A senha atual está incorreta.',
  DadosAtualizados: 'Dados atualizados com sucesso.',
  MesmoUsuario: 'Você já está conectado com este usuário.',
  AfastamentoAtivo: 'Você está afastado(a) até {data}.',
  DebitoPendente: 'Há débitos pendentes de R$ {valor}.',
  LoginBloqueado: 'Seu login está bloqueado.',
  RedirecionamentoNaoConfigurado: 'Este acesso não está configurado pela biblioteca.',
  ProvedorNaoConfigurado: 'O provedor de conteúdo {provedor} não está configurado pela biblioteca.',
} as const;

type Catalogue = Record<keyof typeof pt, string>;

const en: Catalogue = {
  ...patronEn,
  OcorreuErroInesperado: 'An unexpected error occurred. Please try again later.',
  RedePergamumIndisponivel: 'The Rede Pergamum network catalogue is not available!',
  CatalogoEmPreparo: 'The catalogue is being prepared for searching. Try again in a moment.',
  ErroMeuPergamum:
    'My area could not complete the operation. Please try again; if the problem persists, write to the library.',
  RecursoNaoEncontrado: 'The requested resource was not found.',
  DadosInvalidos: 'Some of the data sent is invalid. Please correct the fields shown.',
  CampoObrigatorio: 'The above field is required.',
  TipoInvalido: 'The value is not in a valid format.',
  ValorMuitoCurto: 'Enter at least {minimum} characters.',
  ValorMuitoLongo: 'Enter at most {maximum} characters.',
  ValorMenorQueMinimo: 'The value must be at least {minimum}.',
  ValorMaiorQueMaximo: 'The value must be at most {maximum}.',
  OpcaoInvalida: 'Choose one of the valid options.',
  AnoInicialMaiorQueFinal: 'The start year cannot be after the end year.',
  RequisicaoInvalida: 'The request could not be read.',
  RequisicaoMuitoGrande: 'The request is too large.',
  // Catalogue (comments, library forms).
  limite_comentarios_excedido:
    'You already have {limite} comments awaiting approval. Please wait for moderation before sending another.',
  CampoObrigatorioNaoPreenchido: 'Fill in the required field: {campo}.',
  ComentarioRecebido: 'Comment received. It will be published once the library approves it.',
  MensagemEnviada: 'Message sent to the library. Thank you!',
  SugestaoEnviada: 'Acquisition suggestion sent. Thank you!',
  CestaReferenciasEmail: 'References of the {total} exported title(s) (also attached):',
  LimiteRequisicoes: 'Request limit exceeded. Please wait and try again.',
  EmailInvalido: 'Fill in a valid e-mail!',
  TelefoneInvalido: 'Enter a valid phone number.',
  CpfSomenteDigitos: 'Enter the tax number (CPF) with digits only.',
  CpfInvalido: 'Invalid tax number (CPF).',
  DataInvalida: 'Enter a valid date (YYYY-MM-DD).',
  DataFutura: 'The date cannot be in the future.',
  SenhaNaoConfereCriterios: 'The password does not meet the criteria.',
  SenhaTamanho: 'The password must have between {min} and {max} characters.',
  SenhaPrecisaNumeros: 'The password must contain digits.',
  SenhaSomenteNumeros: 'The password must contain digits only.',
  SenhaMaiusculasMinusculas: 'The password must contain upper- and lower-case letters.',
  SenhaCaractereEspecial: 'The password must contain one of these characters: @ ! # $ % & * ( ) - _',
  SenhaContemNome: 'The password must not contain parts of your name.',
  SenhaRepetida: 'The password must differ from your last {count} passwords.',
  CaminhoRedirecionamentoInvalido: 'Invalid return address.',
  FalhaRequisicaoLogin: 'The login request has failed. Please, try again.',
  ClienteInvalido: 'Unknown OAuth client.',
  TipoConcessaoNaoSuportado: 'Unsupported grant type.',
  credential_missing: 'Enter your account data.',
  CredenciaisIncorretas: 'Incorrect {label} or password! Please try again.',
  MuitasTentativas: 'Too many consecutive attempts. Please wait a few minutes and try again.',
  ACESSO_BLOQUEADO:
    'Your password was blocked after too many attempts. Click "Forgot password" to set a new one.',
  AuthCAPTCHAError: 'Do the Captcha verification!',
  CaptchaInvalido: 'Captcha invalid or expired.',
  SessaoExpirada: 'Your session is expired. Please log in again.',
  TokenInvalido: 'Token validation failed.',
  AutenticacaoNecessaria: 'Please log in to continue.',
  PermissaoNegada: 'Authentication permissions denied.',
  UsuarioNaoEncontrado: 'User not found. Sign in with the same credentials as registered.',
  OidcNaoConfigurado: 'Login through the identity provider is not configured.',
  OidcIndisponivel: 'The identity provider is not available right now.',
  OidcNonceInvalido: 'This login has expired or was already used. Please log in again.',
  OidcFalhou: 'The identity provider refused the login: {detail}',
  OidcUsuarioNaoEncontrado: 'Your identity-provider account does not match any library user.',
  SamlNaoConfigurado: 'SAML login is not configured.',
  SamlLoginInvalido: 'This login has expired or was already used. Please log in again.',
  SamlAssinaturaInvalida: 'The identity provider’s response has no valid signature. Please log in again.',
  SamlForaDoPrazo: 'The identity provider’s response has expired or is not valid yet. Please log in again.',
  SamlAudienciaInvalida: 'The identity provider’s response was issued for another service.',
  SamlRespostaReutilizada: 'This identity provider response was already used. Please log in again.',
  SamlFalhou: 'The identity provider refused the login: {detail}',
  SamlUsuarioNaoEncontrado: 'Your identity-provider account does not match any library user.',
  UsuarioSemEmail: 'No e-mail address is registered for this user. Please contact the library.',
  CodigoInvalido: 'The verification code is incorrect.',
  CodigoExpirado: 'The verification code has expired or was already used. Request a new one.',
  MuitosCodigos: 'Too many codes were requested. Please wait a few minutes and try again.',
  SenhaAlterada: 'Password changed successfully.',
  SenhaAtualIncorreta: 'The current password is incorrect.',
  DadosAtualizados: 'Data saved successfully.',
  MesmoUsuario: 'You are already logged in as this user.',
  AfastamentoAtivo: 'You are suspended until {data}.',
  DebitoPendente: 'You have pending debts of R$ {valor}.',
  LoginBloqueado: 'Your login is blocked.',
  RedirecionamentoNaoConfigurado: 'This access is not configured by the library.',
  ProvedorNaoConfigurado: 'The content provider {provedor} is not configured by the library.',
};

const es: Catalogue = {
  ...patronEs,
  OcorreuErroInesperado: 'Ocurrió un error inesperado. Inténtelo de nuevo más tarde.',
  RedePergamumIndisponivel: '¡El servicio Rede Pergamum no está disponible!',
  CatalogoEmPreparo: 'El catálogo se está preparando para la búsqueda. Inténtelo de nuevo en unos instantes.',
  ErroMeuPergamum:
    'Mi área no pudo completar la operación. Inténtelo de nuevo; si el problema continúa, escriba a la biblioteca.',
  RecursoNaoEncontrado: 'No se encontró el recurso solicitado.',
  DadosInvalidos: 'Algunos datos enviados no son válidos. Corrija los campos indicados.',
  CampoObrigatorio: 'El campo anterior es obligatorio.',
  TipoInvalido: 'El valor no tiene un formato válido.',
  ValorMuitoCurto: 'Introduzca al menos {minimum} caracteres.',
  ValorMuitoLongo: 'Introduzca como máximo {maximum} caracteres.',
  ValorMenorQueMinimo: 'El valor debe ser como mínimo {minimum}.',
  ValorMaiorQueMaximo: 'El valor debe ser como máximo {maximum}.',
  OpcaoInvalida: 'Elija una de las opciones válidas.',
  AnoInicialMaiorQueFinal: 'El año inicial no puede ser posterior al año final.',
  RequisicaoInvalida: 'No se pudo leer la solicitud.',
  RequisicaoMuitoGrande: 'La solicitud es demasiado grande.',
  // Catalogue (comments, library forms).
  limite_comentarios_excedido:
    'Ya tiene {limite} comentarios en espera de aprobación. Espere la moderación antes de enviar otro.',
  CampoObrigatorioNaoPreenchido: 'Complete el campo obligatorio: {campo}.',
  ComentarioRecebido: 'Comentario recibido. Se publicará cuando la biblioteca lo apruebe.',
  MensagemEnviada: 'Mensaje enviado a la biblioteca. ¡Gracias!',
  SugestaoEnviada: 'Sugerencia de adquisición enviada. ¡Gracias!',
  CestaReferenciasEmail: 'Referencias de los {total} título(s) exportados (también adjuntas):',
  LimiteRequisicoes: 'Se superó el límite de solicitudes. Espere e inténtelo de nuevo.',
  EmailInvalido: '¡Introduzca un correo electrónico válido!',
  TelefoneInvalido: 'Introduzca un teléfono válido.',
  CpfSomenteDigitos: 'Introduzca el CPF solo con números.',
  CpfInvalido: 'CPF no válido.',
  DataInvalida: 'Introduzca una fecha válida (AAAA-MM-DD).',
  DataFutura: 'La fecha no puede estar en el futuro.',
  SenhaNaoConfereCriterios: 'La contraseña no cumple los criterios.',
  SenhaTamanho: 'La contraseña debe tener entre {min} y {max} caracteres.',
  SenhaPrecisaNumeros: 'La contraseña debe contener números.',
  SenhaSomenteNumeros: 'La contraseña debe contener solo números.',
  SenhaMaiusculasMinusculas: 'La contraseña debe contener letras mayúsculas y minúsculas.',
  SenhaCaractereEspecial: 'La contraseña debe contener uno de estos caracteres: @ ! # $ % & * ( ) - _',
  SenhaContemNome: 'La contraseña no puede contener partes de su nombre.',
  SenhaRepetida: 'La contraseña debe ser distinta de las últimas {count} contraseñas.',
  CaminhoRedirecionamentoInvalido: 'Dirección de retorno no válida.',
  FalhaRequisicaoLogin: 'La solicitud de inicio de sesión falló. Por favor, inténtelo de nuevo.',
  ClienteInvalido: 'Cliente OAuth desconocido.',
  TipoConcessaoNaoSuportado: 'Tipo de concesión (grant_type) no admitido.',
  credential_missing: 'Introduzca los datos de su cuenta.',
  CredenciaisIncorretas: '¡{label} o contraseña incorrectos! Inténtelo de nuevo.',
  MuitasTentativas: 'Demasiados intentos consecutivos. Espere unos minutos e inténtelo de nuevo.',
  ACESSO_BLOQUEADO:
    'Su contraseña fue bloqueada por exceso de intentos. Haga clic en "Olvidé mi contraseña" para crear una nueva.',
  AuthCAPTCHAError: '¡Haga la verificación del Captcha!',
  CaptchaInvalido: 'Captcha no válido o caducado.',
  SessaoExpirada: 'Su sesión ha caducado. Por favor, inicie sesión de nuevo.',
  TokenInvalido: 'Falló la validación del token.',
  AutenticacaoNecessaria: 'Inicie sesión para continuar.',
  PermissaoNegada: 'Permisos de autenticación denegados.',
  UsuarioNaoEncontrado: 'Usuario no encontrado. Entre con las mismas credenciales registradas.',
  OidcNaoConfigurado: 'El inicio de sesión por el proveedor de identidad no está configurado.',
  OidcIndisponivel: 'El proveedor de identidad no está disponible en este momento.',
  OidcNonceInvalido: 'Este inicio de sesión caducó o ya se usó. Inicie sesión de nuevo.',
  OidcFalhou: 'El proveedor de identidad rechazó el inicio de sesión: {detail}',
  OidcUsuarioNaoEncontrado:
    'Su cuenta del proveedor de identidad no corresponde a ningún usuario de la biblioteca.',
  SamlNaoConfigurado: 'El inicio de sesión SAML no está configurado.',
  SamlLoginInvalido: 'Este inicio de sesión caducó o ya se usó. Inicie sesión de nuevo.',
  SamlAssinaturaInvalida:
    'La respuesta del proveedor de identidad no tiene una firma válida. Inicie sesión de nuevo.',
  SamlForaDoPrazo:
    'La respuesta del proveedor de identidad caducó o aún no es válida. Inicie sesión de nuevo.',
  SamlAudienciaInvalida: 'La respuesta del proveedor de identidad se emitió para otro servicio.',
  SamlRespostaReutilizada: 'Esta respuesta del proveedor de identidad ya se usó. Inicie sesión de nuevo.',
  SamlFalhou: 'El proveedor de identidad rechazó el inicio de sesión: {detail}',
  SamlUsuarioNaoEncontrado:
    'Su cuenta en el proveedor de identidad no corresponde a ningún usuario de la biblioteca.',
  UsuarioSemEmail: 'No hay correo electrónico registrado para este usuario. Contacte con la biblioteca.',
  CodigoInvalido: 'El código de verificación es incorrecto.',
  CodigoExpirado: 'El código de verificación caducó o ya se usó. Solicite uno nuevo.',
  MuitosCodigos: 'Se solicitaron demasiados códigos. Espere unos minutos e inténtelo de nuevo.',
  SenhaAlterada: 'Contraseña cambiada correctamente.',
  SenhaAtualIncorreta: 'La contraseña actual es incorrecta.',
  DadosAtualizados: 'Datos guardados correctamente.',
  MesmoUsuario: 'Ya ha iniciado sesión con este usuario.',
  AfastamentoAtivo: 'Está suspendido(a) hasta el {data}.',
  DebitoPendente: 'Tiene deudas pendientes de R$ {valor}.',
  LoginBloqueado: 'Su usuario está bloqueado.',
  RedirecionamentoNaoConfigurado: 'Este acceso no está configurado por la biblioteca.',
  ProvedorNaoConfigurado: 'El proveedor de contenido {provedor} no está configurado por la biblioteca.',
};

const catalogues: Record<ApiLocale, Catalogue> = { pt, en, es };

export type MessageId = keyof typeof pt;

/** Every message id the contract's rules can report must be translated here (checked by tsc). */
export const contractIdsCovered: ValidationMessageId extends MessageId ? true : never = true;

/** Whether a string names one of our messages (zod refinements carry ids as their message). */
export function isMessageId(value: string): value is MessageId {
  return Object.hasOwn(pt, value);
}

/** The message in the caller's language, with `{name}` placeholders filled in. */
export function translate(
  locale: ApiLocale,
  id: MessageId,
  values: Record<string, string | number | bigint> = {},
): string {
  const template: string = catalogues[locale][id];
  return template.replace(/\{(\w+)\}/g, (match, name: string) =>
    name in values ? String(values[name]) : match,
  );
}
