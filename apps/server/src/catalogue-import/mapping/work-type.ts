import type { FixedFields } from './fixed-fields.ts';

/** Work-type codes of `tipo_obra` (migration 004). */
export const workType = {
  book: 1,
  doctoralThesis: 2,
  mastersDissertation: 3,
  undergraduatePaper: 4,
  periodical: 5,
  article: 6,
  map: 7,
  score: 8,
  soundRecording: 9,
  video: 10,
  electronicResource: 11,
  manuscript: 12,
  mixedMaterials: 13,
  visualMaterial: 14,
} as const;

/**
 * The degree a thesis note (502) names. Master's is tested before doctoral and undergraduate
 * because "Dissertação (Mestrado) - Programa de Pós-Graduação" mentions both "gradua" and a degree.
 */
function thesisKind(note: string): number {
  if (/mestr|master|m\.\s?a\.|m\.\s?sc|msc|dissert/i.test(note)) return workType.mastersDissertation;
  if (/doutor|doctor|ph\.?\s?d|livre[- ]doc|tese|th[eè]se/i.test(note)) return workType.doctoralThesis;
  if (/gradua|bacharel|licenciatura|conclus[aã]o de curso|tcc|monografia|bachelor|especializa/i.test(note)) {
    return workType.undergraduatePaper;
  }
  return workType.doctoralThesis;
}

/**
 * Maps leader/06 (type of record) and leader/07 (bibliographic level) onto a work type; theses are
 * recognised by a 502 note or by 008/24-27 'm', their degree by the note's wording.
 */
export function workTypeOf(leader: string, fixed: FixedFields, thesisNote: string | undefined): number {
  const type = leader[6] ?? 'a';
  const level = leader[7] ?? 'm';
  switch (type) {
    case 'a':
    case 't': {
      if (level === 's' || level === 'i') return workType.periodical;
      if (level === 'a' || level === 'b') return workType.article;
      if (thesisNote !== undefined || fixed.natureOfContents.includes('m'))
        return thesisKind(thesisNote ?? '');
      return type === 't' ? workType.manuscript : workType.book;
    }
    case 'c':
    case 'd':
      return workType.score;
    case 'e':
    case 'f':
      return workType.map;
    case 'g':
      // 'v' videorecording, 'm' motion picture; blank or '|' (not coded) are videos too in practice.
      return fixed.visualType === null || 'vm |zu'.includes(fixed.visualType)
        ? workType.video
        : workType.visualMaterial;
    case 'i':
    case 'j':
      return workType.soundRecording;
    case 'k':
    case 'r':
      return workType.visualMaterial;
    case 'm':
      return workType.electronicResource;
    case 'o':
    case 'p':
      return workType.mixedMaterials;
    default:
      return workType.book;
  }
}
