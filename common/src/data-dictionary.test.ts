import { describe, expect, it } from 'vitest';
import { projectDictionary } from './data-dictionary.ts';
import { projectDetailSchema } from './projects.ts';
import { z } from './zod.ts';

describe('project data dictionary', () => {
  const fields = projectDictionary();
  const byPath = new Map(fields.map((f) => [f.path, f]));

  it('describes every field of a project, nested ones included', () => {
    const undescribed = fields.filter((f) => f.description.trim() === '').map((f) => f.path);
    expect(undescribed).toEqual([]);
  });

  it('lists every top-level field of the record, in the contract’s order', () => {
    const top = fields.filter((f) => !/[.[]/.test(f.path)).map((f) => f.path);
    expect(top).toEqual(Object.keys(projectDetailSchema.shape));
  });

  it('reads types, units, nullability and allowed values from the schema', () => {
    expect(byPath.get('budget')).toMatchObject({ type: 'integer', unit: 'KES', nullable: false });
    expect(byPath.get('contractSum')).toMatchObject({ unit: 'KES', nullable: true });
    expect(byPath.get('progress')).toMatchObject({ type: 'number', unit: '%', nullable: true });
    expect(byPath.get('startDate')).toMatchObject({ type: 'date', unit: 'YYYY-MM-DD' });
    expect(byPath.get('updatedAt')).toMatchObject({ type: 'date-time', inList: false });
    expect(byPath.get('state')?.values).toContain('stalled');
    expect(byPath.get('location.lat')).toMatchObject({ unit: 'degrees (WGS 84)' });
    expect(byPath.get('defects[].severity')).toMatchObject({ type: 'enum', inList: false });
    expect(byPath.get('involvement.forums')).toMatchObject({ type: 'integer', inList: true });
  });

  it('finds a field without a description (the check can fail)', () => {
    const withBare = projectDetailSchema.extend({ colour: z.string() });
    const bare = Object.entries(withBare.shape).filter(
      ([, schema]) => !z.globalRegistry.get(schema)?.description,
    );
    expect(bare.map(([name]) => name)).toEqual(['colour']);
  });
});
