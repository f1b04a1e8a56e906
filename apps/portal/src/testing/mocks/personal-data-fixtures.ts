import type { personalDataResponseSchema } from '@acervo/contract';
import type { z } from 'zod';

/** A patron's personal data with every field of spec §3 filled. */
export const personalDataFixture: z.input<typeof personalDataResponseSchema> = {
  dados: {
    nome_pessoa: 'Ana Beatriz Souza',
    email: 'ana.souza@aluno.uniacervo.example',
    telefone: '(61) 99101-0001',
    logradouro: 'SQN 210 Bloco A',
    complemento: 'Apto 302',
    cep: '70862-010',
    cidade: 'Brasília',
    bairro: 'Asa Norte',
    rg: '1234567 SSP/DF',
    cpf: '12345678062',
    nacionalidade: 'Brasileira',
    sexo: 'Feminino',
    data_nascimento: '2003-05-14',
    escolaridade: 'Superior incompleto',
    localizacao: 'Instituto de Letras',
    profissao: 'Estudante',
    estado_civil: 'Solteira',
    receber_email: true,
  },
};
