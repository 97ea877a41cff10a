/**
 * What a field's number or text is measured in, beside the zod schema it belongs to: a registry of
 * its own (not zod's global one), so the API's OpenAPI document is unchanged while the data
 * dictionary (./data-dictionary.ts) reads units from the same schemas the server validates with.
 */
import { z } from './zod.ts';

export interface FieldInfo {
  /** Unit of a number (`KES`, `%`, `degrees`) or the written form of a text (`YYYY-MM-DD`). */
  unit: string;
  /** Text that is a calendar date or a timestamp. */
  format?: 'date' | 'date-time';
}

export const fieldInfo = z.registry<FieldInfo>();

/** The schema itself, registered with its unit; copies made from it (`.describe()`) inherit it. */
export function withUnit<T extends z.ZodType>(
  schema: T,
  unit: string,
  format?: FieldInfo['format'],
): T {
  fieldInfo.add(schema, format ? { unit, format } : { unit });
  return schema;
}
