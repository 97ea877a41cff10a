/**
 * The columns of the county's projects file: the import (server/src/db/import) checks them, and
 * the staff import page lists them, so both read this one list.
 */
export const REQUIRED_COLUMNS = [
  'code',
  'title',
  'department',
  'ward',
  'state',
  'financial_year',
  'budget',
  'funding_source',
] as const;

export const OPTIONAL_COLUMNS = [
  'description',
  'sub_county',
  'stalled_reason',
  'start_date',
  'planned_end_date',
  'completion_date',
  'contract_sum',
  'paid',
  'contractor',
  'progress',
  'progress_date',
  'progress_note',
  'priority_rank',
  'forums',
  'participants',
  'latitude',
  'longitude',
  'last_verified',
] as const;
