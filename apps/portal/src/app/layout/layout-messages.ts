import { defineMessage, defineMessages } from 'react-intl';

export const layoutMessages = defineMessages({
  skipToContent: { id: 'frame.skipToContent', defaultMessage: 'Ir para o conteúdo' },
  topBar: { id: 'frame.topBar', defaultMessage: 'Acessibilidade e idioma' },
  userMenu: { id: 'frame.userMenu', defaultMessage: 'Menu do usuário' },
  login: { id: 'frame.login', defaultMessage: 'Entrar' },
  logout: { id: 'frame.logout', defaultMessage: 'Sair' },
  myArea: { id: 'frame.myArea', defaultMessage: 'Meu Pergamum' },
  basket: { id: 'frame.basket', defaultMessage: 'Cesta' },
  greeting: defineMessage<{ name: string }>({ id: 'frame.greeting', defaultMessage: 'Olá, {name}' }),
  footer: { id: 'frame.footer', defaultMessage: 'Rodapé' },
  networkCatalogue: { id: 'frame.networkCatalogue', defaultMessage: 'Catálogo da Rede Pergamum' },
  databaseSite: { id: 'frame.databaseSite', defaultMessage: 'Bases de dados' },
  privacy: { id: 'frame.privacy', defaultMessage: 'Política de privacidade' },
  newTab: { id: 'frame.newTab', defaultMessage: '(abre em nova aba)' },
  vendor: { id: 'frame.vendor', defaultMessage: 'Desenvolvido com Acervo' },
  openingHours: { id: 'frame.openingHours', defaultMessage: 'Horário de atendimento' },
  hoursSlot: defineMessage<{ day: string; from: string; to: string }>({
    id: 'frame.hoursSlot',
    defaultMessage: '{day}: {from}–{to}',
  }),
  events: { id: 'frame.events', defaultMessage: 'Eventos' },
  notifications: { id: 'frame.notifications', defaultMessage: 'Avisos' },
  selfService: { id: 'frame.selfService', defaultMessage: 'Autoatendimento' },
});
