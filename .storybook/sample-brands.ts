import { type Brand, createBrand } from '@acervo/ui';

/** Sample institutions for the brand toolbar: one that passes as given, two that need adjusting. */
export const sampleBrands: Record<string, Brand> = {
  azul: createBrand({ name: 'Biblioteca Azul', primary: '#1565c0', secondary: '#00695c' }),
  amarelo: createBrand({ name: 'Biblioteca Ipê', primary: '#ffd54f' }),
  vermelho: createBrand({ name: 'Biblioteca Rubra', primary: '#e53935', secondary: '#ad1457' }),
};
