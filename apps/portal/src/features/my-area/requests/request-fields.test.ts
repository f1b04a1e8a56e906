import { describe, expect, it } from 'vitest';
import { requiredField } from '../shared/form-messages.ts';
import { type FieldSpec, findProblems, formFieldOf, parsePages, toBody } from './request-fields.ts';
import { requestsMessages as m } from './requests-messages.ts';

const label = (text: string) => ({ id: text, defaultMessage: text });
const fields: FieldSpec[] = [
  { name: 'tipo', label: label('Tipo'), kind: 'select', required: true, path: true },
  { name: 'titulo', label: label('Título'), kind: 'text', required: true },
  { name: 'ano', label: label('Ano'), kind: 'year' },
  { name: 'paginas', label: label('Páginas'), kind: 'pages' },
  { name: 'total', label: label('Total'), kind: 'number' },
  { name: 'prazo', label: label('Prazo'), kind: 'date', notBeforeToday: true },
  { name: 'biblioteca', label: label('Biblioteca'), kind: 'library', required: true },
  { name: 'email', label: label('E-mail'), kind: 'email', required: true },
  { name: 'telefone', label: label('Telefone'), kind: 'phone', required: true },
];
const today = '2026-11-26';
const good = {
  tipo: 'artigo',
  titulo: '  Leitura  ',
  ano: '2024',
  paginas: '20-30',
  total: '12',
  prazo: '2026-12-01',
  biblioteca: '3',
  email: ' A@Example.org ; b@example.org ',
  telefone: '(61) 3000-1234',
};

describe('page ranges', () => {
  it('reads one page or a range, with a hyphen or a dash', () => {
    expect(parsePages('20-30')).toEqual({ start: 20, end: 30 });
    expect(parsePages(' 20 – 30 ')).toEqual({ start: 20, end: 30 });
    expect(parsePages('25')).toEqual({ start: 25, end: 25 });
    expect(parsePages('30-20')).toEqual({ start: 30, end: 20 });
    expect(parsePages('20 a 30')).toBeNull();
    expect(parsePages('0-3')).toBeNull();
  });
});

describe('the form’s rules', () => {
  it('finds nothing wrong with good values, and sends them typed', () => {
    expect(findProblems(fields, good, [], today)).toEqual({});
    expect(toBody(fields, good)).toEqual({
      titulo: 'Leitura',
      ano: 2024,
      pagina_inicial: 20,
      pagina_final: 30,
      total: 12,
      prazo: '2026-12-01',
      biblioteca: 3,
      email: 'a@example.org;b@example.org',
      telefone: '(61) 3000-1234',
    });
  });

  it('names each required field left empty, in the form’s order', () => {
    const problems = findProblems(fields, { titulo: ' ' }, [], today);
    expect(Object.keys(problems)).toEqual(['tipo', 'titulo', 'biblioteca', 'email', 'telefone']);
    expect(problems.titulo).toEqual({ message: requiredField, field: fields[1]!.label });
    expect(problems.email).toEqual({ message: m.emailInvalid });
    expect(problems.telefone).toEqual({ message: m.phoneRequired });
  });

  it('refuses pages 30-20, a bad page range, a bad year or number, a past date and a bad e-mail', () => {
    const problems = findProblems(
      fields,
      { ...good, paginas: '30-20', ano: '24', total: '1,5', prazo: '2026-11-25', email: 'a@b;nada' },
      [],
      today,
    );
    expect(problems).toEqual({
      paginas: { message: m.pagesReversed },
      ano: { message: m.notAYear },
      total: { message: m.notANumber },
      prazo: { message: m.dateInPast },
      email: { message: m.emailInvalid },
    });
    expect(findProblems(fields, { ...good, paginas: 'vinte' }, [], today)).toEqual({
      paginas: { message: m.pagesFormat },
    });
  });

  it('refuses a range between fields whose first is after its last, on the first', () => {
    const years: FieldSpec[] = [
      { name: 'de', label: label('De'), kind: 'year' },
      { name: 'ate', label: label('Até'), kind: 'year' },
    ];
    const rule = [{ from: 'de', to: 'ate', message: m.yearsReversed }];
    expect(findProblems(years, { de: '2020', ate: '2010' }, rule, today)).toEqual({
      de: { message: m.yearsReversed },
    });
    expect(findProblems(years, { de: '2010', ate: '2010' }, rule, today)).toEqual({});
    expect(findProblems(years, { de: '2020', ate: '' }, rule, today)).toEqual({});
  });

  it('puts the server’s page messages on the page field', () => {
    expect(formFieldOf(fields, 'pagina_inicial')).toBe('paginas');
    expect(formFieldOf(fields, 'pagina_final')).toBe('paginas');
    expect(formFieldOf(fields, 'titulo')).toBe('titulo');
  });
});
