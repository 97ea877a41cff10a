/**
 * CSVW metadata (W3C "Metadata Vocabulary for Tabular Data") for the projects CSV export: its
 * columns are the export's own column list, described from the data dictionary, with titles in
 * English and Kiswahili, datatypes, units and the primary key. A filtered CSV's metadata names
 * its filters.
 */
import { projectDictionary, type DictionaryField } from '@app/common/data-dictionary';
import { PROJECT_COLUMNS, type ProjectColumn } from '../lib/project-columns.ts';

/** Titles of the columns: English (the header itself, in words) and Kiswahili. */
const TITLES: Record<string, { en: string; sw: string }> = {
  code: { en: 'Project code', sw: 'Msimbo wa mradi' },
  title: { en: 'Title', sw: 'Jina la mradi' },
  description: { en: 'Description', sw: 'Maelezo' },
  department: { en: 'Department', sw: 'Idara' },
  department_id: { en: 'Department id', sw: 'Kitambulisho cha idara' },
  sub_county: { en: 'Sub-county', sw: 'Kaunti ndogo' },
  sub_county_code: { en: 'Sub-county code', sw: 'Msimbo wa kaunti ndogo' },
  ward: { en: 'Ward', sw: 'Wadi' },
  ward_code: { en: 'Ward code', sw: 'Msimbo wa wadi' },
  state: { en: 'State', sw: 'Hali' },
  stalled_reason: { en: 'Reason stalled', sw: 'Sababu ya kukwama' },
  financial_year: { en: 'Financial year', sw: 'Mwaka wa fedha' },
  start_date: { en: 'Start date', sw: 'Tarehe ya kuanza' },
  planned_end_date: { en: 'Planned end date', sw: 'Tarehe iliyopangwa ya kumaliza' },
  completion_date: { en: 'Completion date', sw: 'Tarehe ya kukamilika' },
  budget: { en: 'Budget (KES)', sw: 'Bajeti (KES)' },
  contract_sum: { en: 'Contract sum (KES)', sw: 'Thamani ya mkataba (KES)' },
  paid: { en: 'Paid to date (KES)', sw: 'Kiasi kilicholipwa (KES)' },
  funding_source: { en: 'Funding source', sw: 'Chanzo cha fedha' },
  contractor: { en: 'Contractor', sw: 'Mkandarasi' },
  progress: { en: 'Progress (%)', sw: 'Maendeleo (%)' },
  progress_date: { en: 'Progress date', sw: 'Tarehe ya kipimo cha maendeleo' },
  progress_note: { en: 'Progress note', sw: 'Maelezo ya kipimo' },
  priority_rank: { en: 'Priority rank', sw: 'Nafasi ya kipaumbele' },
  forums: { en: 'Public forums', sw: 'Mikutano ya umma' },
  participants: { en: 'Participants', sw: 'Washiriki' },
  latitude: { en: 'Latitude', sw: 'Latitudo' },
  longitude: { en: 'Longitude', sw: 'Longitudo' },
  last_verified: { en: 'Last verified', sw: 'Ilithibitishwa mwisho' },
  open_defects: { en: 'Open defects', sw: 'Kasoro ambazo hazijarekebishwa' },
};

/** The dictionary path of a column whose header is not its field name in snake case. */
const PATH_OF: Record<string, string> = {
  latitude: 'location.lat',
  longitude: 'location.lon',
  forums: 'involvement.forums',
  participants: 'involvement.participants',
  progress_note: 'progressReadings[].note',
};

const camel = (header: string) => header.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

let byPath: Map<string, DictionaryField> | undefined;
export function dictionaryFieldOf(column: ProjectColumn): DictionaryField | undefined {
  byPath ??= new Map(projectDictionary().map((f) => [f.path, f]));
  return byPath.get(PATH_OF[column.header] ?? camel(column.header));
}

/** The CSVW datatype of a column, from the dictionary's type and the export's kind. */
function datatype(column: ProjectColumn, field: DictionaryField | undefined): unknown {
  if (column.kind === 'date') return 'date';
  if (column.header === 'financial_year') return { base: 'string', format: '^\\d{4}/\\d{2}$' };
  if (column.kind === 'number') {
    if (column.header === 'progress') return { base: 'integer', minimum: 0, maximum: 100 };
    if (field?.type === 'integer')
      return { base: 'integer', minimum: column.header === 'priority_rank' ? 1 : 0 };
    return 'number';
  }
  if (field?.type === 'enum' && field.values)
    return { base: 'string', format: field.values.join('|') };
  return 'string';
}

export interface CsvwInput {
  /** The CSV's absolute address, with its query. */
  csvUrl: string;
  publisher: string;
  licenceUrl: string;
  modified: string;
  /** The filters, by name, each with its values; empty for every project. */
  filters: ReadonlyArray<[string, readonly string[]]>;
}

export function csvwMetadata(input: CsvwInput): Record<string, unknown> {
  const filterText = input.filters
    .filter(([, values]) => values.length > 0)
    .map(([name, values]) => `${name}: ${values.join(', ')}`)
    .join('; ');
  return {
    '@context': ['http://www.w3.org/ns/csvw', { '@language': 'en' }],
    url: input.csvUrl,
    'dc:title': filterText
      ? `Makueni County development projects (${filterText})`
      : 'Makueni County development projects',
    'dc:description': filterText
      ? `Projects matching these filters: ${filterText}.`
      : 'Every project (no filters).',
    'dc:publisher': input.publisher,
    'dc:license': { '@id': input.licenceUrl },
    'dc:modified': { '@value': input.modified, '@type': 'xsd:dateTime' },
    ...(filterText
      ? {
          notes: [
            {
              type: 'Annotation',
              motivation: 'describing',
              body: `Filters: ${filterText}`,
              filters: Object.fromEntries(input.filters.filter(([, v]) => v.length > 0)),
            },
          ],
        }
      : {}),
    dialect: { encoding: 'utf-8', header: true, headerRowCount: 1, doubleQuote: true },
    tableSchema: {
      columns: PROJECT_COLUMNS.map((column) => {
        const field = dictionaryFieldOf(column);
        const titles = TITLES[column.header] ?? { en: column.header, sw: column.header };
        return {
          name: column.header,
          titles: { en: titles.en, sw: titles.sw },
          ...(field?.description ? { 'dc:description': field.description } : {}),
          datatype: datatype(column, field),
          required: column.header === 'code' || column.header === 'title',
          ...(field?.unit && column.kind !== 'date' ? { 'schema:unitText': field.unit } : {}),
          ...(column.kind === 'number' && field?.unit === 'KES'
            ? { 'schema:unitCode': 'KES' }
            : {}),
        };
      }),
      primaryKey: 'code',
      aboutUrl: '/projects/{code}',
    },
  };
}
