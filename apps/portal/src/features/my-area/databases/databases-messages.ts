import { defineMessage, defineMessages } from 'react-intl';

export const databasesMessages = defineMessages({
  intro: {
    id: 'databases.intro',
    defaultMessage:
      'As bases de dados que a biblioteca assina ou indica para você. Cada uma abre em uma nova aba.',
  },
  list: { id: 'databases.list', defaultMessage: 'Bases disponíveis' },
  remote: { id: 'databases.remote', defaultMessage: 'Acesso de fora do campus' },
  campusOnly: { id: 'databases.campusOnly', defaultMessage: 'Somente na rede do campus' },
  loggedIn: { id: 'databases.loggedIn', defaultMessage: 'Entra com a sua conta' },
  open: defineMessage<{ name: string }>({
    id: 'databases.open',
    defaultMessage: 'Abrir {name} (nova aba)',
  }),
  opening: defineMessage<{ name: string }>({
    id: 'databases.opening',
    defaultMessage: 'Abrindo {name}…',
  }),
  openFailed: defineMessage<{ name: string }>({
    id: 'databases.openFailed',
    defaultMessage: 'Não foi possível abrir {name}.',
  }),
  emptyTitle: { id: 'databases.empty.title', defaultMessage: 'Nenhuma base de dados disponível' },
  emptyBody: {
    id: 'databases.empty.body',
    defaultMessage: 'A biblioteca não oferece bases de dados para a sua categoria de usuário.',
  },
});
