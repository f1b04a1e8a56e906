import { type MarcField, type MarcRecord, isControlField, isControlTag } from './record.ts';

/**
 * MARC-in-JSON (code4lib's proposal, used by pymarc, MarcEdit and Koha): how `registro_marc` is
 * stored and one of the import formats.
 *
 *   { "leader": "...", "fields": [ { "001": "..." },
 *       { "245": { "ind1": "1", "ind2": "0", "subfields": [ { "a": "..." } ] } } ] }
 */
export type MarcJson = {
  leader: string;
  fields: Array<
    Record<string, string | { ind1: string; ind2: string; subfields: Array<Record<string, string>> }>
  >;
};

export function toMarcJson(record: MarcRecord): MarcJson {
  return {
    leader: record.leader,
    fields: record.fields.map((field) =>
      isControlField(field)
        ? { [field.tag]: field.value }
        : {
            [field.tag]: {
              ind1: field.ind1,
              ind2: field.ind2,
              subfields: field.subfields.map((subfield) => ({ [subfield.code]: subfield.value })),
            },
          },
    ),
  };
}

/** Reads a MARC-in-JSON object, saying precisely what is wrong when it is not one. */
export function fromMarcJson(value: unknown): MarcRecord {
  if (!isObject(value)) throw new Error('a record must be a JSON object');
  const { leader, fields } = value;
  if (typeof leader !== 'string') throw new Error('"leader" must be a string');
  if (!Array.isArray(fields)) throw new Error('"fields" must be an array');
  const record: MarcRecord = {
    leader: leader.normalize('NFC').padEnd(24).slice(0, 24),
    fields: fields.map((entry, index) => readField(entry, index)),
  };
  return record;
}

function readField(entry: unknown, index: number): MarcField {
  if (!isObject(entry)) throw new Error(`field ${index + 1} must be an object`);
  const keys = Object.keys(entry);
  if (keys.length !== 1) throw new Error(`field ${index + 1} must have exactly one tag`);
  const tag = keys[0]!;
  if (!/^[0-9A-Za-z]{3}$/.test(tag)) throw new Error(`field ${index + 1} has an invalid tag "${tag}"`);
  const content = entry[tag];
  if (typeof content === 'string') {
    if (!isControlTag(tag)) throw new Error(`field ${tag} holds text but is not a control field`);
    return { tag, value: content.normalize('NFC') };
  }
  if (!isObject(content) || !Array.isArray(content.subfields)) {
    throw new Error(`field ${tag} must be a string or an object with subfields`);
  }
  const indicator = (name: string) => {
    const value = content[name];
    if (value === undefined || value === null || value === '') return ' ';
    if (typeof value !== 'string' || value.length !== 1)
      throw new Error(`field ${tag}: ${name} must be one character`);
    return value;
  };
  return {
    tag,
    ind1: indicator('ind1'),
    ind2: indicator('ind2'),
    subfields: content.subfields.map((subfield: unknown) => {
      if (!isObject(subfield) || Object.keys(subfield).length !== 1) {
        throw new Error(`field ${tag}: each subfield must be an object with one code`);
      }
      const [code, text] = Object.entries(subfield)[0]!;
      if (typeof text !== 'string') throw new Error(`field ${tag}: subfield ${code} must be text`);
      return { code, value: text.normalize('NFC') };
    }),
  };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
