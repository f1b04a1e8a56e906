import { z } from 'zod';
import { emailListSchema } from '../validation/email.ts';
import { phoneSchema } from '../validation/phone.ts';
import { cpfSchema } from '../validation/tax-number.ts';

const isoDate = z.iso.date('DataInvalida');
const text = (max: number) => z.string().trim().max(max);

/** A patron's personal data (spec §3), as `GET /api/pessoas/meu-pergamum/dados-pessoais` answers it. */
export const personalDataSchema = z.object({
  nome_pessoa: z.string(),
  email: z.string().nullable(),
  telefone: z.string().nullable(),
  logradouro: z.string().nullable(),
  complemento: z.string().nullable(),
  cep: z.string().nullable(),
  cidade: z.string().nullable(),
  bairro: z.string().nullable(),
  rg: z.string().nullable(),
  /** Tax number (CPF), digits only. */
  cpf: z.string().nullable(),
  nacionalidade: z.string().nullable(),
  sexo: z.string().nullable(),
  data_nascimento: z.string().nullable(),
  escolaridade: z.string().nullable(),
  localizacao: z.string().nullable(),
  profissao: z.string().nullable(),
  estado_civil: z.string().nullable(),
  receber_email: z.boolean(),
});
export type PersonalData = z.infer<typeof personalDataSchema>;

export const personalDataResponseSchema = z.object({ dados: personalDataSchema });

/**
 * `PUT /api/pessoas/meu-pergamum/dados-pessoais`: the fields a patron may change (the name is the
 * library's to change). Omitted fields stay as they are; null or '' clears an optional one.
 */
export const personalDataUpdateSchema = z.object({
  email: emailListSchema.nullable().optional(),
  telefone: z
    .union([z.literal(''), phoneSchema])
    .nullable()
    .optional(),
  logradouro: text(200).nullable().optional(),
  complemento: text(200).nullable().optional(),
  cep: z
    .string()
    .trim()
    .regex(/^[0-9]{5}-?[0-9]{3}$|^$/, 'TipoInvalido')
    .nullable()
    .optional(),
  cidade: text(100).nullable().optional(),
  bairro: text(100).nullable().optional(),
  rg: text(30).nullable().optional(),
  cpf: z
    .union([z.literal(''), cpfSchema])
    .nullable()
    .optional(),
  nacionalidade: text(60).nullable().optional(),
  sexo: text(30).nullable().optional(),
  data_nascimento: z
    .union([z.literal(''), isoDate])
    .nullable()
    .optional(),
  escolaridade: text(60).nullable().optional(),
  localizacao: text(100).nullable().optional(),
  profissao: text(100).nullable().optional(),
  estado_civil: text(30).nullable().optional(),
  receber_email: z.boolean().optional(),
});
export type PersonalDataUpdate = z.infer<typeof personalDataUpdateSchema>;
