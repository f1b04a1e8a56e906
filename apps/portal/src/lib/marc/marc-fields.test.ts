import { describe, expect, it } from 'vitest';
import { marcFixture } from '../../testing/mocks/title-fixtures.ts';
import { marcFields } from './marc-fields.ts';

describe('marcFields', () => {
  const fields = marcFields(marcFixture);

  it('groups subfields under their field, in the record’s order, with three-digit tags', () => {
    expect(fields.map((field) => field.tag)).toEqual(['001', '008', '100', '245', '650']);
    expect(fields[2]!.subfields).toEqual([
      { code: 'a', value: 'Assis, Machado de,' },
      { code: 'd', value: '1839-1908' },
    ]);
  });

  it('writes blank indicators as # and gives control fields none', () => {
    expect(fields[2]!.indicators).toBe('1#');
    expect(fields[4]!.indicators).toBe('#4');
    expect(fields[0]).toMatchObject({ indicators: '', subfields: [{ code: null, value: 'obra-0001' }] });
  });
});
