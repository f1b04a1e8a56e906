/**
 * A MARC 21 record as the importer and the API hold it: the leader, then fields in record order.
 * Text is Unicode (NFC) whatever the source encoding was.
 */
export type Subfield = { code: string; value: string };
export type ControlField = { tag: string; value: string };
export type DataField = { tag: string; ind1: string; ind2: string; subfields: Subfield[] };
export type MarcField = ControlField | DataField;
export type MarcRecord = { leader: string; fields: MarcField[] };

export function isControlField(field: MarcField): field is ControlField {
  return 'value' in field;
}

/** Tags 001-009 hold control fields (no indicators or subfields). */
export function isControlTag(tag: string): boolean {
  return /^00[1-9]$/.test(tag);
}

export function controlValue(record: MarcRecord, tag: string): string | undefined {
  for (const field of record.fields) if (field.tag === tag && isControlField(field)) return field.value;
  return undefined;
}

export function dataFields(record: MarcRecord, ...tags: string[]): DataField[] {
  return record.fields.filter(
    (field): field is DataField => !isControlField(field) && tags.includes(field.tag),
  );
}

/** Data fields whose tag matches a pattern such as /^6\d\d$/. */
export function dataFieldsMatching(record: MarcRecord, pattern: RegExp): DataField[] {
  return record.fields.filter(
    (field): field is DataField => !isControlField(field) && pattern.test(field.tag),
  );
}

export function subfieldValues(field: DataField, codes: string): string[] {
  return field.subfields
    .filter((subfield) => codes.includes(subfield.code))
    .map((subfield) => subfield.value);
}

export function firstSubfield(field: DataField | undefined, code: string): string | undefined {
  return field?.subfields.find((subfield) => subfield.code === code)?.value;
}
