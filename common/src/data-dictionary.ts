/**
 * The data dictionary of a project record, read from the very schemas the API validates its
 * answers with (./projects.ts): each field's meaning is its `.describe()`, its unit comes from the
 * field-info registry, its type and allowed values from the schema. A field added to the contract
 * appears here by itself; one added without a description fails data-dictionary.test.ts.
 */
import { fieldInfo } from './field-info.ts';
import { projectDetailSchema, projectListItemSchema } from './projects.ts';
import { z } from './zod.ts';

export type DictionaryType =
  'text' | 'integer' | 'number' | 'date' | 'date-time' | 'boolean' | 'enum' | 'object' | 'list';

export interface DictionaryField {
  /** Dotted path; fields of list items as `defects[].severity`. */
  path: string;
  type: DictionaryType;
  /** The field's own description; '' when it has none (the test forbids that). */
  description: string;
  /** Unit of a number or written form of a text, when it has one. */
  unit: string | null;
  /** The field may be `null`. */
  nullable: boolean;
  /** Allowed values of an enum field. */
  values: readonly string[] | null;
  /** Present in the list answers (GET /api/v1/projects), not only in one project's record. */
  inList: boolean;
}

/** zod's wrappers that hold the field's real schema inside. */
const WRAPPERS = new Set(['nullable', 'optional', 'default', 'readonly', 'nonoptional']);

interface Unwrapped {
  schema: z.ZodType;
  nullable: boolean;
  unit: string | null;
  format: 'date' | 'date-time' | null;
}

/** Looks through nullable/optional wrappers, keeping the first unit found on the way in. */
function unwrap(field: z.ZodType): Unwrapped {
  let schema = field;
  let nullable = false;
  let info = fieldInfo.get(schema);
  while (WRAPPERS.has(schema._zod.def.type)) {
    if (schema._zod.def.type === 'nullable') nullable = true;
    schema = (schema._zod.def as unknown as { innerType: z.ZodType }).innerType;
    info ??= fieldInfo.get(schema);
  }
  return { schema, nullable, unit: info?.unit ?? null, format: info?.format ?? null };
}

function typeOf(schema: z.ZodType, format: Unwrapped['format']): DictionaryType {
  const def = schema._zod.def;
  switch (def.type) {
    case 'string':
      return format ?? 'text';
    case 'number':
      return (schema as z.ZodNumber).format === 'safeint' ? 'integer' : 'number';
    case 'boolean':
      return 'boolean';
    case 'enum':
      return 'enum';
    case 'object':
      return 'object';
    case 'array':
      return 'list';
    default:
      return 'text';
  }
}

function walk(
  shape: Record<string, z.ZodType>,
  prefix: string,
  listFields: ReadonlySet<string>,
  out: DictionaryField[],
): void {
  for (const [name, field] of Object.entries(shape)) {
    const path = `${prefix}${name}`;
    const { schema, nullable, unit, format } = unwrap(field);
    const type = typeOf(schema, format);
    const top = path.split(/[.[]/)[0] ?? path;
    out.push({
      path,
      type,
      description: z.globalRegistry.get(field)?.description ?? '',
      unit,
      nullable,
      values: type === 'enum' ? (schema as z.ZodEnum).options.map(String) : null,
      inList: listFields.has(top),
    });
    if (type === 'object') {
      walk((schema as z.ZodObject).shape as Record<string, z.ZodType>, `${path}.`, listFields, out);
    } else if (type === 'list') {
      const element = unwrap((schema as z.ZodArray<z.ZodType>).element).schema;
      if (element._zod.def.type === 'object') {
        walk(
          (element as z.ZodObject).shape as Record<string, z.ZodType>,
          `${path}[].`,
          listFields,
          out,
        );
      }
    }
  }
}

/** Every field of a project's record (GET /api/v1/projects/{code}), in the contract's order. */
export function projectDictionary(): DictionaryField[] {
  const out: DictionaryField[] = [];
  const listFields = new Set(Object.keys(projectListItemSchema.shape));
  walk(projectDetailSchema.shape as Record<string, z.ZodType>, '', listFields, out);
  return out;
}
