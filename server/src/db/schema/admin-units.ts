import { boolean, pgTable, smallint, text } from 'drizzle-orm/pg-core';

/** The county's sub-counties; id is the IEBC constituency code as a number (83-88). */
export const subCounties = pgTable('sub_counties', {
  id: smallint('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
});

/** County Assembly wards; id is the IEBC ward code as a number (411-440). */
export const wards = pgTable('wards', {
  id: smallint('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  subCountyId: smallint('sub_county_id')
    .notNull()
    .references(() => subCounties.id),
  aliases: text('aliases').array().notNull().default([]),
});

/** County departments (and other spending units); slug is the public id ("health"). */
export const departments = pgTable('departments', {
  id: smallint('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  kind: text('kind').notNull(),
  variants: text('variants').array().notNull().default([]),
  /** Shown in the filter options (the ten executive departments). */
  isListed: boolean('is_listed').notNull().default(true),
});
