import type { ApiLocale } from '../../../i18n/locale.ts';
import type { CslItem } from './csl-item.ts';
import type { FormattedReference, ReferenceStyle } from './references.ts';

/** Messages between the API's main thread and the references worker. */
export type ReferenceRequest = { id: number; items: CslItem[]; style: ReferenceStyle; locale: ApiLocale };
export type ReferenceResponse =
  | { id: number; ok: true; references: FormattedReference[] }
  | { id: number; ok: false; message: string }
  /** Sent once, when every style has been built. */
  | { id: 0; ok: true; preloaded: true };
