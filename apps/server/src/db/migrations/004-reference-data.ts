import type { Migration } from './migration.ts';

const text = (pt: string, en: string, es: string) => JSON.stringify({ pt, en, es }).replaceAll("'", "''");

/** Work types the importer maps MARC leader/06-07 and 008 onto; institutions may add more. */
const workTypes: [number, string, string, string][] = [
  [1, 'Livro', 'Book', 'Libro'],
  [2, 'Tese', 'Doctoral thesis', 'Tesis doctoral'],
  [3, 'Dissertação', "Master's dissertation", 'Tesis de maestría'],
  [4, 'Trabalho de conclusão de curso', 'Undergraduate final paper', 'Trabajo de fin de grado'],
  [5, 'Periódico', 'Periodical', 'Publicación periódica'],
  [6, 'Artigo', 'Article', 'Artículo'],
  [7, 'Mapa', 'Map', 'Mapa'],
  [8, 'Partitura', 'Music score', 'Partitura'],
  [9, 'Gravação de som', 'Sound recording', 'Grabación sonora'],
  [10, 'Vídeo', 'Video', 'Vídeo'],
  [11, 'Recurso eletrônico', 'Electronic resource', 'Recurso electrónico'],
  [12, 'Manuscrito', 'Manuscript', 'Manuscrito'],
  [13, 'Material misto', 'Mixed materials', 'Materiales mixtos'],
  [14, 'Material visual', 'Visual material', 'Material visual'],
];

/** MARC language codes seen in Brazilian university libraries; the importer adds unknown ones. */
const languages: [string, string, string, string][] = [
  ['por', 'Português', 'Portuguese', 'Portugués'],
  ['eng', 'Inglês', 'English', 'Inglés'],
  ['spa', 'Espanhol', 'Spanish', 'Español'],
  ['fre', 'Francês', 'French', 'Francés'],
  ['ita', 'Italiano', 'Italian', 'Italiano'],
  ['ger', 'Alemão', 'German', 'Alemán'],
  ['lat', 'Latim', 'Latin', 'Latín'],
  ['cze', 'Tcheco', 'Czech', 'Checo'],
  ['dut', 'Holandês', 'Dutch', 'Neerlandés'],
  ['rus', 'Russo', 'Russian', 'Ruso'],
  ['jpn', 'Japonês', 'Japanese', 'Japonés'],
  ['chi', 'Chinês', 'Chinese', 'Chino'],
  ['ara', 'Árabe', 'Arabic', 'Árabe'],
  ['gre', 'Grego moderno', 'Greek, Modern', 'Griego moderno'],
  ['grc', 'Grego antigo', 'Greek, Ancient', 'Griego antiguo'],
  ['heb', 'Hebraico', 'Hebrew', 'Hebreo'],
  ['kor', 'Coreano', 'Korean', 'Coreano'],
  ['mul', 'Múltiplos idiomas', 'Multiple languages', 'Múltiples idiomas'],
  ['und', 'Indeterminado', 'Undetermined', 'Indeterminado'],
  ['zxx', 'Sem conteúdo linguístico', 'No linguistic content', 'Sin contenido lingüístico'],
];

/** Activities (spec §6) and the title-detail tabs they switch on (spec §2). */
const activities: [number, string, string, string][] = [
  [
    8,
    'Menu da área pessoal e seletor de destino',
    'Personal-area menu and destination selector',
    'Menú del área personal y selector de destino',
  ],
  [12, 'Sugestão de aquisição', 'Acquisition suggestion', 'Sugerencia de adquisición'],
  [13, 'Comentários', 'Comments', 'Comentarios'],
  [18, 'Reserva', 'Hold', 'Reserva'],
  [30, 'Exemplares', 'Copies', 'Ejemplares'],
  [32, 'Coleção (kardex)', 'Holdings (kardex)', 'Colección (kárdex)'],
  [33, 'Referência', 'Reference', 'Referencia'],
  [36, 'MARC', 'MARC', 'MARC'],
  [57, 'Link para bases de dados', 'Database link', 'Enlace a bases de datos'],
  [74, 'Dados estatísticos', 'Statistics', 'Datos estadísticos'],
  [75, 'Solicitação de empréstimo', 'Loan request', 'Solicitud de préstamo'],
  [87, 'Link para o catálogo da rede', 'Network catalogue link', 'Enlace al catálogo de la red'],
  [88, 'Logotipo do fornecedor', 'Vendor logo', 'Logotipo del proveedor'],
  [107, 'Login em janela modal', 'Login in a modal window', 'Inicio de sesión en ventana modal'],
  [115, 'Dublin Core', 'Dublin Core', 'Dublin Core'],
  [1120, 'Uso de reCAPTCHA', 'reCAPTCHA use', 'Uso de reCAPTCHA'],
];

export default {
  version: 4,
  name: 'reference-data',
  sql: /* sql */ `
    insert into tipo_obra (cod_tipo_obra, descricao) values
      ${workTypes.map(([code, pt, en, es]) => `(${code}, '${text(pt, en, es)}')`).join(',\n      ')};

    insert into idioma (codigo, descricao) values
      ${languages.map(([code, pt, en, es]) => `('${code}', '${text(pt, en, es)}')`).join(',\n      ')};

    insert into atividade (cod_atividade, descricao) values
      ${activities.map(([code, pt, en, es]) => `(${code}, '${text(pt, en, es)}')`).join(',\n      ')};
  `,
} satisfies Migration;
