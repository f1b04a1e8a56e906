import { defineMessage, defineMessages } from 'react-intl';

export const accessibilityMessages = defineMessages({
  open: { id: 'accessibility.open', defaultMessage: 'Acessibilidade' },
  panel: { id: 'accessibility.panel', defaultMessage: 'Opções de acessibilidade' },
  zoom: { id: 'accessibility.zoom', defaultMessage: 'Tamanho do texto' },
  zoomValue: defineMessage<{ zoom: number }>({ id: 'accessibility.zoomValue', defaultMessage: '+{zoom}%' }),
  zoomIn: { id: 'accessibility.zoomIn', defaultMessage: 'Aumentar o texto' },
  zoomOut: { id: 'accessibility.zoomOut', defaultMessage: 'Diminuir o texto' },
  zoomOutShort: { id: 'accessibility.zoomOutShort', defaultMessage: 'A−' },
  zoomInShort: { id: 'accessibility.zoomInShort', defaultMessage: 'A+' },
  colour: { id: 'accessibility.colour', defaultMessage: 'Cores' },
  normal: { id: 'accessibility.colour.normal', defaultMessage: 'Normal' },
  inverted: { id: 'accessibility.colour.inverted', defaultMessage: 'Cores invertidas' },
  grayscale: { id: 'accessibility.colour.grayscale', defaultMessage: 'Escala de cinza' },
  highContrast: { id: 'accessibility.colour.highContrast', defaultMessage: 'Alto contraste' },
  dark: { id: 'accessibility.dark', defaultMessage: 'Modo escuro' },
  bold: { id: 'accessibility.bold', defaultMessage: 'Texto em negrito' },
  signLanguage: { id: 'accessibility.signLanguage', defaultMessage: 'Libras (língua de sinais)' },
  reset: { id: 'accessibility.reset', defaultMessage: 'Restaurar padrões' },
});
