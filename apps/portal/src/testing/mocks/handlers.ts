import { institutionPath } from '@acervo/contract';
import { http, HttpResponse } from 'msw';
import { institutionFixture } from './institution-fixture.ts';

/** API answers shared by Storybook, unit tests and the mock mode (one source of fixtures). */
export const handlers = [http.get(institutionPath, () => HttpResponse.json(institutionFixture))];
