import { describe, expect, it } from 'vitest';
import { holdRequest, optionFields } from './hold-request.ts';

const library = {
  codigo: 1,
  descricao: 'Biblioteca Central',
  exemplares: 3,
  disponiveis: 0,
  permiteReserva: true,
  motivo: null,
  volumes: ['v. 1', 'v. 2'],
  tomos: ['t. 1'],
  partes: [],
  materiais: [],
  fila: 2,
};

describe('hold request', () => {
  it('asks only for the options whose copies differ', () => {
    expect(optionFields(library)).toEqual([{ field: 'volumes', values: ['v. 1', 'v. 2'] }]);
  });

  it('refuses until every option with a choice is chosen (and chosen among its values)', () => {
    expect(holdRequest(7, library, {})).toBeNull();
    expect(holdRequest(7, library, { volumes: 'v. 3' })).toBeNull();
  });

  it('sends the choice, the single values as they are and nothing for options without values', () => {
    expect(holdRequest(7, library, { volumes: 'v. 2' })).toEqual({
      cod_acervo: 7,
      biblioteca: 1,
      volume: 'v. 2',
      tomo: 't. 1',
      parte: null,
      material_adicional: null,
    });
  });
});
