import type { SearchHit } from '@acervo/contract';
import type { TitleForReference } from './references/csl-item.ts';

/** Dublin Core elements (oai_dc) by name; an element without values is left out. */
type DublinCore = Record<string, string[]>;

/** A title as Dublin Core, from its reference data and its search hit (subjects, work type). */
export function dublinCore(title: TitleForReference, hit: SearchHit): DublinCore {
  const dc: DublinCore = {
    title: [title.subtitulo ? `${title.titulo}: ${title.subtitulo}` : title.titulo],
    creator: title.autores.filter((name) => /^1/.test(name.tag)).map((name) => name.nome),
    contributor: title.autores.filter((name) => /^7/.test(name.tag)).map((name) => name.nome),
    subject: (hit.dados_adicionais.S ?? []).map((entry) => entry.descricao),
    description: title.notas ? [title.notas] : [],
    publisher: title.editora ? [title.editora] : [],
    date: title.ano_publicacao ? [String(title.ano_publicacao)] : [],
    type: [hit.desc_tipo_obra],
    format: title.descricao_fisica ? [title.descricao_fisica] : [],
    identifier: [
      ...title.isbn.map((isbn) => `ISBN ${isbn}`),
      ...title.issn.map((issn) => `ISSN ${issn}`),
      ...title.links,
    ],
    language: title.idioma ? [title.idioma.trim()] : [],
    relation: title.serie ? [title.serie] : [],
  };
  return Object.fromEntries(Object.entries(dc).filter(([, values]) => values.length > 0));
}
