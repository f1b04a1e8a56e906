import { z } from 'zod';

/** Whether 11 digits form a valid CPF (Brazilian tax number): both check digits match. */
export function isValidCpf(digits: string): boolean {
  if (!/^[0-9]{11}$/.test(digits) || /^(\d)\1{10}$/.test(digits)) return false;
  const numbers = [...digits].map(Number);
  const check = (length: number) => {
    const sum = numbers
      .slice(0, length)
      .reduce((total, digit, index) => total + digit * (length + 1 - index), 0);
    const rest = (sum * 10) % 11;
    return rest === 10 ? 0 : rest;
  };
  return check(9) === numbers[9] && check(10) === numbers[10];
}

/** The tax number: digits only (spec §3), 11 of them, with valid check digits. */
export const cpfSchema = z
  .string()
  .trim()
  .regex(/^[0-9]*$/, 'CpfSomenteDigitos')
  .refine(isValidCpf, 'CpfInvalido');
