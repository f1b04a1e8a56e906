import type { LoginResponse } from '@acervo/contract';
import type { FastifyInstance } from 'fastify';

/** Demo logins (src/demo/demo-people.ts) tests log in with. */
export const demoLogins = {
  ana: { username: '2024001', password: '4821' },
  bruno: { username: 'bruno.lima', password: 'Acervo@2024' },
  carla: { username: 'carla.ribeiro', password: 'Biblio#2024' },
  daniel: { username: 'daniel.alves', password: 'Prof$Acervo1' },
  elena: { username: '2024105', password: '90817' },
  fabio: { username: '2024200', password: '135790' },
  gabriela: { username: 'gabriela.moreira', password: 'Especial!2024' },
  helenaAluna: { username: '2019050', password: '2580' },
  helenaServidora: { username: 'helena.costa', password: 'Servidora@2024' },
  joseAluno: { username: '2022300', password: '2468' },
  joseServidor: { username: 'jose.santos', password: 'Servidor@2024' },
  igor: { username: 'igor.batista', password: 'Mestrado@2024' },
} as const;

let nextAddress = 1;
/** A fresh client address per login, so the per-address attempt limit never spills between tests. */
export const freshAddress = () =>
  `10.${(nextAddress >> 16) & 255}.${(nextAddress >> 8) & 255}.${nextAddress++ & 255}`;

/** Logs a patron in with the password grant and answers the login response. */
export async function login(
  app: FastifyInstance,
  credentials: { username: string; password: string },
): Promise<LoginResponse> {
  const response = await app.inject({
    method: 'POST',
    url: '/oauth/token',
    remoteAddress: freshAddress(),
    payload: { grant_type: 'password', client_id: 4, ...credentials },
  });
  if (response.statusCode !== 200) {
    throw new Error(`login of ${credentials.username} failed: ${response.statusCode} ${response.body}`);
  }
  return response.json();
}

/** A public (client-credentials) token. */
export async function publicToken(app: FastifyInstance): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/oauth/token',
    payload: { grant_type: 'client_credentials', client_id: '4' },
  });
  return response.json().access_token;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
