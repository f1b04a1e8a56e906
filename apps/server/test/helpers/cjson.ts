/**
 * JSON read and written the way C clients using cJSON see it, for tests that play such a client.
 *
 * - `valuestring` is set only for JSON strings; for a number, a boolean or null it is NULL.
 * - `valueint` is set only for JSON numbers (the double cut to an int, saturating at the int
 *   range). cJSON 1.7 also sets it to 1 for `true`, but older copies vendored into clients and
 *   readers that check `cJSON_IsNumber` first read a boolean as 0, so this reader does too.
 * - `cJSON_AddStringToObject(object, name, NULL)` adds nothing (`cJSON_CreateString(NULL)` fails),
 *   which is how a client holding a NULL `valuestring` ends up posting `{}`.
 */
export type CJsonItem = {
  readonly type: 'String' | 'Number' | 'True' | 'False' | 'NULL' | 'Array' | 'Object';
  readonly valuestring: string | null;
  readonly valueint: number;
  readonly children: readonly CJsonItem[];
  /** The key of an object's member. */
  readonly string: string | null;
};

const INT_MAX = 2147483647;
const INT_MIN = -2147483648;

function toItem(value: unknown, key: string | null): CJsonItem {
  const base = { valuestring: null, valueint: 0, children: [] as CJsonItem[], string: key };
  if (typeof value === 'string') return { ...base, type: 'String', valuestring: value };
  if (typeof value === 'number') {
    const valueint = value >= INT_MAX ? INT_MAX : value <= INT_MIN ? INT_MIN : Math.trunc(value);
    return { ...base, type: 'Number', valueint };
  }
  if (value === true) return { ...base, type: 'True' };
  if (value === false) return { ...base, type: 'False' };
  if (value === null) return { ...base, type: 'NULL' };
  if (Array.isArray(value)) return { ...base, type: 'Array', children: value.map((v) => toItem(v, null)) };
  return {
    ...base,
    type: 'Object',
    children: Object.entries(value as object).map(([name, v]) => toItem(v, name)),
  };
}

/** `cJSON_Parse`. */
export const cJSON_Parse = (text: string): CJsonItem => toItem(JSON.parse(text), null);

/** `cJSON_GetObjectItem`: the member of that name (case-insensitive, as cJSON compares), or NULL. */
export const cJSON_GetObjectItem = (object: CJsonItem | null, name: string): CJsonItem | null =>
  object?.children.find((child) => child.string?.toLowerCase() === name.toLowerCase()) ?? null;

/** A member's `valuestring`, NULL when the member is missing or not a string. */
export const valuestringOf = (object: CJsonItem | null, name: string) =>
  cJSON_GetObjectItem(object, name)?.valuestring ?? null;

/** A member's `valueint`, 0 when the member is missing or not a number. */
export const valueintOf = (object: CJsonItem | null, name: string) =>
  cJSON_GetObjectItem(object, name)?.valueint ?? 0;

/** An object a client builds with `cJSON_AddStringToObject`: a NULL value adds nothing. */
export function objectWithStrings(members: Record<string, string | null>): Record<string, string> {
  const object: Record<string, string> = {};
  for (const [name, value] of Object.entries(members)) if (value !== null) object[name] = value;
  return object;
}
