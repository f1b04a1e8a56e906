import sax from 'sax';
import type { DataField, MarcRecord } from './record.ts';
import { isControlField } from './record.ts';

/** A record read from MARCXML, or why it could not be, with the line it started on. */
type MarcXmlItem =
  | { ok: true; record: MarcRecord; recordNumber: number; line: number; warnings: string[] }
  | { ok: false; recordNumber: number; line: number; reason: string };

/**
 * A streaming MARCXML reader (MARC 21 slim schema, with or without a namespace prefix), built on
 * the `sax` parser so files of any size are read in chunks. Feed text with `write`, take the
 * records finished so far with `take`, and call `end` at the end of the input. A malformed record
 * is reported and skipped; reading goes on at the next record.
 */
export function createMarcXmlReader() {
  const parser = sax.parser(true, { xmlns: true, position: true, trim: false });
  const finished: MarcXmlItem[] = [];
  let recordNumber = 0;
  let current: { record: MarcRecord; line: number; warnings: string[]; failure?: string } | null = null;
  let field: DataField | null = null;
  let textTarget: ((text: string) => void) | null = null;
  let text = '';

  const fail = (reason: string) => {
    if (current) current.failure ??= reason;
    else finished.push({ ok: false, recordNumber: recordNumber + 1, line: parser.line + 1, reason });
  };

  parser.onopentag = (tag) => {
    const node = tag as sax.QualifiedTag;
    const attribute = (name: string) => node.attributes[name]?.value;
    switch (node.local) {
      case 'record':
        recordNumber++;
        current = { record: { leader: '', fields: [] }, line: parser.line + 1, warnings: [] };
        return;
      case 'leader':
        text = '';
        textTarget = (value) => {
          if (current) current.record.leader = value;
        };
        return;
      case 'controlfield': {
        const fieldTag = attribute('tag');
        if (!fieldTag) return fail('a controlfield has no tag');
        text = '';
        textTarget = (value) => current?.record.fields.push({ tag: fieldTag, value });
        return;
      }
      case 'datafield': {
        const fieldTag = attribute('tag');
        if (!fieldTag) return fail('a datafield has no tag');
        field = {
          tag: fieldTag,
          ind1: attribute('ind1') || ' ',
          ind2: attribute('ind2') || ' ',
          subfields: [],
        };
        current?.record.fields.push(field);
        return;
      }
      case 'subfield': {
        const code = attribute('code');
        if (!field) return fail('a subfield outside a datafield');
        if (!code) return fail(`a subfield of ${field.tag} has no code`);
        const target = field;
        text = '';
        textTarget = (value) => target.subfields.push({ code, value });
        return;
      }
    }
  };

  parser.ontext = (chunk) => {
    if (textTarget) text += chunk;
  };
  parser.oncdata = parser.ontext;

  parser.onclosetag = (name) => {
    const local = name.includes(':') ? name.slice(name.indexOf(':') + 1) : name;
    if (local === 'leader' || local === 'controlfield' || local === 'subfield') {
      textTarget?.(text.normalize('NFC'));
      textTarget = null;
      text = '';
    } else if (local === 'datafield') {
      field = null;
    } else if (local === 'record' && current) {
      finished.push(finishRecord(current, recordNumber));
      current = null;
    }
  };

  parser.onerror = (error) => {
    fail(`malformed XML: ${error.message.split('\n')[0]}`);
    // Clear the error so sax carries on; the broken record is dropped when it closes.
    (parser as unknown as { error: Error | null }).error = null;
  };

  // Some exports hold bare <record> elements one after another, with no <collection> around
  // them; XML allows one root, so the reader wraps the input in one of its own.
  let started = false;
  return {
    write(chunk: string) {
      if (!started) {
        started = true;
        const declaration = /^\uFEFF?\s*<\?xml[^?]*\?>/.exec(chunk);
        const prologue = declaration ? declaration[0] : '';
        const newlines = prologue.split('\n').length - 1;
        parser.write('<acervo-input>' + '\n'.repeat(newlines) + chunk.slice(prologue.length));
        return;
      }
      parser.write(chunk);
    },
    end() {
      if (started) parser.write('</acervo-input>');
      parser.close();
      if (current) {
        finished.push({
          ok: false,
          recordNumber,
          line: current.line,
          reason: 'the file ends inside this record',
        });
        current = null;
      }
    },
    /** Records completed since the last call. */
    take(): MarcXmlItem[] {
      return finished.splice(0, finished.length);
    },
  };
}

function finishRecord(
  current: { record: MarcRecord; line: number; warnings: string[]; failure?: string },
  recordNumber: number,
): MarcXmlItem {
  const { record, line, warnings } = current;
  if (current.failure) return { ok: false, recordNumber, line, reason: current.failure };
  if (record.fields.length === 0)
    return { ok: false, recordNumber, line, reason: 'the record has no fields' };
  if (record.leader.length !== 24) {
    if (record.leader.length === 0) warnings.push('the record has no leader; a blank one was assumed');
    else warnings.push(`the leader has ${record.leader.length} characters instead of 24`);
    record.leader = record.leader.padEnd(24).slice(0, 24);
    if (record.leader.trim() === '') record.leader = '     nam a22     ua 4500';
  }
  return { ok: true, record, recordNumber, line, warnings };
}

/** XML 1.0 cannot carry C0 control characters other than tab, line feed and carriage return. */
function isXmlCharacter(character: string): boolean {
  const code = character.charCodeAt(0);
  return code >= 0x20 || code === 0x09 || code === 0x0a || code === 0x0d;
}

function escapeXml(value: string): string {
  return [...value]
    .filter(isXmlCharacter)
    .join('')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/** One record as a MARCXML `<record>` element (namespace declared on it). */
export function toMarcXml(record: MarcRecord): string {
  const lines = [
    `<record xmlns="http://www.loc.gov/MARC21/slim">`,
    `  <leader>${escapeXml(record.leader)}</leader>`,
  ];
  for (const field of record.fields) {
    if (isControlField(field)) {
      lines.push(`  <controlfield tag="${escapeXml(field.tag)}">${escapeXml(field.value)}</controlfield>`);
      continue;
    }
    lines.push(
      `  <datafield tag="${escapeXml(field.tag)}" ind1="${escapeXml(field.ind1)}" ind2="${escapeXml(field.ind2)}">`,
    );
    for (const subfield of field.subfields) {
      lines.push(`    <subfield code="${escapeXml(subfield.code)}">${escapeXml(subfield.value)}</subfield>`);
    }
    lines.push('  </datafield>');
  }
  lines.push('</record>');
  return lines.join('\n');
}

/** Several records as a MARCXML `<collection>` document. */
export function toMarcXmlCollection(records: MarcRecord[]): string {
  const body = records.map((record) =>
    toMarcXml(record).replace(' xmlns="http://www.loc.gov/MARC21/slim"', ''),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<collection xmlns="http://www.loc.gov/MARC21/slim">',
    ...body,
    '</collection>',
    '',
  ].join('\n');
}
