import { sql } from 'drizzle-orm';
import type { Queryable } from '../client.ts';
import { DEPARTMENT_REFS, SUB_COUNTY_REFS, WARD_REFS } from '../seed/reference-data.ts';

/** Inserts or updates the units from the reference files (idempotent). */
export async function writeReferenceData(tx: Queryable): Promise<void> {
  await tx.execute(sql`
    insert into sub_counties (id, code, name)
    select id, code, name from json_to_recordset(${JSON.stringify(SUB_COUNTY_REFS)}::json)
      as x(id int, code text, name text)
    on conflict (id) do update set code = excluded.code, name = excluded.name`);
  await tx.execute(sql`
    insert into wards (id, code, name, sub_county_id, aliases)
    select id, code, name, "subCountyId", array(select json_array_elements_text(aliases))
    from json_to_recordset(${JSON.stringify(WARD_REFS)}::json)
      as x(id int, code text, name text, "subCountyId" int, aliases json)
    on conflict (id) do update set code = excluded.code, name = excluded.name,
      sub_county_id = excluded.sub_county_id, aliases = excluded.aliases`);
  await tx.execute(sql`
    insert into departments (id, slug, name, kind, variants, is_listed)
    select id, slug, name, kind, array(select json_array_elements_text(variants)), "isListed"
    from json_to_recordset(${JSON.stringify(DEPARTMENT_REFS)}::json)
      as x(id int, slug text, name text, kind text, variants json, "isListed" boolean)
    on conflict (id) do update set slug = excluded.slug, name = excluded.name, kind = excluded.kind,
      variants = excluded.variants, is_listed = excluded.is_listed`);
}
