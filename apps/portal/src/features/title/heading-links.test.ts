import { describe, expect, it } from 'vitest';
import { headingHref } from './heading-links.ts';

describe('headingHref', () => {
  it('leads to the authority record when the code is an authority id', () => {
    expect(headingHref({ codigo: '93', descricao: 'Ficção brasileira' }, 'assunto')).toBe('/autoridade/93');
  });

  it('searches the heading in its index when there is no authority', () => {
    expect(headingHref({ codigo: 'assis machado de', descricao: 'Assis, Machado de' }, 'autor')).toBe(
      '/?termo=Assis%2C+Machado+de&campo=autor',
    );
  });
});
