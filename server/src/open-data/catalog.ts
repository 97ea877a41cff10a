/**
 * The portal's DCAT-AP 3.0 catalogue: its datasets (projects; ward and sub-county boundaries;
 * residents' published feedback with the county's replies) with their distributions and the API
 * as a data service. Built as one graph, written as JSON-LD (/catalog.jsonld) and Turtle
 * (/catalog.ttl).
 */
import { formatFinancialYear } from '@app/common';
import { BOUNDARIES_LICENCE, loadBoundaries } from '../db/seed/reference-data.ts';
import type { DataFacts } from '../routes/api/v1/meta/facts.ts';
import { iri, RdfGraph, text, typed } from './rdf-graph.ts';

export const OC4IDS_SCHEMA_URL =
  'https://standard.open-contracting.org/infrastructure/schema/0__9__5/project-package-schema.json';

const EU = 'http://publications.europa.eu/resource/authority';
const IANA = 'https://www.iana.org/assignments/media-types';

export interface CatalogInput {
  baseUrl: string;
  facts: DataFacts;
  /** When the data last changed (the data version). */
  modified: string;
  /** Financial years (start years) the data covers, oldest first. */
  financialYears: readonly number[];
  /**
   * When the first published feedback item was sent and published, and when the public feedback
   * last changed (an item published or a reply given); null while nothing is published.
   */
  feedback: { firstSent: string | null; issued: string | null; modified: string | null };
}

export interface DistributionSpec {
  id: string;
  title: string;
  description: string;
  path: string;
  fileType: string;
  mediaType: string;
  conformsTo?: string;
}

export const PROJECT_DISTRIBUTIONS: readonly DistributionSpec[] = [
  {
    id: 'csv',
    title: 'Projects as CSV',
    description:
      'Every project matching the filters in the query (none: all), one row each, UTF-8 with a byte-order mark; column descriptions in the CSVW metadata beside it.',
    path: '/api/v1/projects/export.csv',
    fileType: 'CSV',
    mediaType: 'text/csv',
  },
  {
    id: 'xlsx',
    title: 'Projects as an Excel workbook',
    description:
      'The same rows as an XLSX workbook, with a sheet saying the filters, licence and data version.',
    path: '/api/v1/projects/export.xlsx',
    fileType: 'XLSX',
    mediaType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  },
  {
    id: 'json',
    title: 'Projects as JSON',
    description: "The same rows as a JSON array of the API's project records.",
    path: '/api/v1/projects/export.json',
    fileType: 'JSON',
    mediaType: 'application/json',
  },
  {
    id: 'geojson',
    title: 'Located projects as GeoJSON',
    description: 'Projects with a location, as GeoJSON points (longitude, latitude).',
    path: '/api/v1/projects/export.geojson',
    fileType: 'GEOJSON',
    mediaType: 'application/geo+json',
  },
  {
    id: 'oc4ids',
    title: 'Projects as an OC4IDS 0.9.5 project package',
    description: 'Every project in the Open Contracting for Infrastructure Data Standard 0.9.5.',
    path: '/api/v1/oc4ids',
    fileType: 'JSON',
    mediaType: 'application/json',
    conformsTo: OC4IDS_SCHEMA_URL,
  },
];

export const BOUNDARY_DISTRIBUTION: DistributionSpec = {
  id: 'geojson',
  title: 'Boundaries as GeoJSON',
  description: 'Ward, sub-county and county outlines as a GeoJSON feature collection.',
  path: '/api/v1/boundaries',
  fileType: 'GEOJSON',
  mediaType: 'application/geo+json',
};

/** Only published items and official replies: never a resident's contact details. */
export const FEEDBACK_DISTRIBUTIONS: readonly DistributionSpec[] = [
  {
    id: 'json',
    title: 'Published feedback as JSON (the API)',
    description:
      "Published feedback and the county's replies, newest first, in pages, with the dashboard's filters (ward, sub-county, department, financial year).",
    path: '/api/v1/feedback',
    fileType: 'JSON',
    mediaType: 'application/json',
  },
  {
    id: 'csv',
    title: 'Published feedback as CSV',
    description:
      "Every published feedback item and the county's replies, one row each, with the same filters; UTF-8 with a byte-order mark.",
    path: '/api/v1/feedback.csv',
    fileType: 'CSV',
    mediaType: 'text/csv',
  },
];

export interface DatasetSpec {
  /** Local name: /catalog/<id> in the catalogue, makueni-<id> in the CKAN-compatible API. */
  id: string;
  title: string;
  description: string;
  keywords: string[];
}

export const PROJECTS_DATASET: DatasetSpec = {
  id: 'projects',
  title: 'Makueni County development projects',
  description:
    'Every county development project: department, ward and sub-county, state, financial year, budget, contract sum, payments, contractor, progress readings, public participation and location.',
  keywords: ['projects', 'budget', 'infrastructure', 'Makueni', 'county government'],
};

export const BOUNDARIES_DATASET: DatasetSpec = {
  id: 'boundaries',
  title: 'Makueni County ward and sub-county boundaries',
  description: "Outlines of the county's 30 wards, 6 sub-counties and the county, as GeoJSON.",
  keywords: ['boundaries', 'wards', 'sub-counties', 'Makueni'],
};

export const FEEDBACK_DATASET: DatasetSpec = {
  id: 'feedback',
  title: 'Residents’ feedback on Makueni County projects, with the county’s replies',
  description:
    "Questions, complaints, compliments and reported problems residents sent about county projects, once staff published them, with the county's official replies: the project, ward, department, kind, message, the name the resident chose to show (if any) and the replies. Residents' contact details are never published.",
  keywords: ['feedback', 'citizen participation', 'complaints', 'projects', 'Makueni'],
};

/** The county outline's bounding box, in degrees (longitude x, latitude y). */
export function countyBounds(): { minX: number; minY: number; maxX: number; maxY: number } {
  let [minX, minY, maxX, maxY] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const f of loadBoundaries().county) {
    for (const [x, y] of f.geometry.coordinates[0] ?? []) {
      minX = Math.min(minX, x);
      maxX = Math.max(maxX, x);
      minY = Math.min(minY, y);
      maxY = Math.max(maxY, y);
    }
  }
  return { minX, minY, maxX, maxY };
}

/** Bounding box of the county's outline and its centre as WKT (longitude latitude). */
function countyBox(): { wkt: string; centre: string } {
  const { minX, minY, maxX, maxY } = countyBounds();
  const r = (n: number) => n.toFixed(5);
  return {
    wkt: `POLYGON((${r(minX)} ${r(minY)},${r(maxX)} ${r(minY)},${r(maxX)} ${r(maxY)},${r(minX)} ${r(maxY)},${r(minX)} ${r(minY)}))`,
    centre: `POINT(${r((minX + maxX) / 2)} ${r((minY + maxY) / 2)})`,
  };
}

export function buildCatalog(input: CatalogInput): RdfGraph {
  const { baseUrl, facts } = input;
  const g = new RdfGraph();
  /** A controlled-vocabulary term, typed and labelled as the shapes ask. */
  const concept = (id: string, label: string, scheme?: string) => {
    g.type(id, 'skos:Concept').add(id, 'skos:prefLabel', text(label));
    if (scheme) g.add(id, 'skos:inScheme', iri(scheme));
    return iri(id);
  };
  const themes = `${EU}/data-theme`;
  g.type(themes, 'skos:ConceptScheme').add(themes, 'dct:title', text('Data theme'));
  const government = concept(`${themes}/GOVE`, 'Government and public sector', themes);
  const regions = concept(`${themes}/REGI`, 'Regions and cities', themes);
  const stable = concept(`${EU}/planned-availability/STABLE`, 'stable');
  const catalog = `${baseUrl}/catalog`;
  const publisher = `${baseUrl}/#publisher`;
  const contact = `${baseUrl}/#contact`;
  const county = `${baseUrl}/#makueni-county`;
  const licence = facts.licence.url;
  const modified = typed(input.modified, 'xsd:dateTime');
  const english = `${EU}/language/ENG`;
  const swahili = `${EU}/language/SWA`;

  g.type(publisher, 'foaf:Agent', 'foaf:Organization')
    .add(publisher, 'foaf:name', text(facts.publisher))
    .add(
      publisher,
      'dct:type',
      concept('http://purl.org/adms/publishertype/RegionalAuthority', 'Regional authority'),
    );
  g.type(contact, 'vcard:Organization', 'vcard:Kind').add(
    contact,
    'vcard:fn',
    text(facts.publisher),
  );
  if (facts.contact) {
    const href = facts.contact.href.startsWith('/')
      ? `${baseUrl}${facts.contact.href}`
      : facts.contact.href;
    g.add(contact, href.startsWith('mailto:') ? 'vcard:hasEmail' : 'vcard:hasURL', iri(href));
  } else {
    g.add(contact, 'vcard:hasURL', iri(`${baseUrl}/about`));
  }
  const licenceType = (url: string) =>
    concept(
      /creativecommons\.org\/(publicdomain|licenses\/by\/)|opendatacommons\.org\/licenses\/(by|pddl)\//.test(
        url,
      )
        ? 'http://purl.org/adms/licencetype/Attribution'
        : 'http://purl.org/adms/licencetype/UnknownIPR',
      'Licence type',
    );
  g.type(licence, 'dct:LicenseDocument')
    .add(licence, 'rdfs:label', text(facts.licence.title))
    .add(licence, 'dct:type', licenceType(licence));
  g.type(county, 'dct:Location')
    .add(county, 'skos:prefLabel', text('Makueni County, Kenya'))
    .add(county, 'dcat:bbox', typed(countyBox().wkt, 'geo:wktLiteral'))
    .add(county, 'dcat:centroid', typed(countyBox().centre, 'geo:wktLiteral'));
  for (const language of [english, swahili]) g.type(language, 'dct:LinguisticSystem');
  const irregular = `${EU}/frequency/IRREG`;
  g.type(irregular, 'dct:Frequency');

  const years = input.financialYears;
  const first = years[0];
  const last = years[years.length - 1];
  const period = '_:coverage';
  if (first !== undefined && last !== undefined) {
    g.type(period, 'dct:PeriodOfTime')
      .add(period, 'dcat:startDate', typed(`${first}-07-01`, 'xsd:date'))
      .add(period, 'dcat:endDate', typed(`${last + 1}-06-30`, 'xsd:date'));
  }

  // The catalogue.
  g.type(catalog, 'dcat:Catalog')
    .add(catalog, 'dct:title', text('Makueni County open data'))
    .add(
      catalog,
      'dct:description',
      text(
        "Makueni County's development projects, the county's administrative boundaries and residents' published feedback with the county's replies, as open data.",
      ),
    )
    .add(catalog, 'dct:publisher', iri(publisher))
    .add(catalog, 'foaf:homepage', iri(`${baseUrl}/`))
    .add(catalog, 'dct:license', iri(licence))
    .add(catalog, 'dct:language', iri(english), iri(swahili))
    .add(catalog, 'dct:spatial', iri(county))
    .add(catalog, 'dct:issued', modified)
    .add(catalog, 'dct:modified', modified)
    .add(catalog, 'dcat:themeTaxonomy', iri(themes));
  g.type(`${baseUrl}/`, 'foaf:Document');

  // The open API, a data service serving both datasets.
  const api = `${baseUrl}/api/v1`;
  g.type(api, 'dcat:DataService')
    .add(api, 'dct:title', text('Makueni County projects open-data API'))
    .add(
      api,
      'dct:description',
      text(
        'Filtered, searched and paginated projects, summaries, exports and boundaries; OpenAPI document at /api/docs/json.',
      ),
    )
    .add(api, 'dcat:endpointURL', iri(api))
    .add(api, 'dcat:endpointDescription', iri(`${baseUrl}/api/docs/json`))
    .add(api, 'dct:conformsTo', iri('https://spec.openapis.org/oas/v3.0.3'))
    .add(api, 'dct:publisher', iri(publisher))
    .add(api, 'dcat:contactPoint', iri(contact))
    .add(api, 'dct:license', iri(licence))
    .add(api, 'dcat:keyword', text('API'), text('projects'))
    .add(api, 'dcat:theme', government);
  g.type('https://spec.openapis.org/oas/v3.0.3', 'dct:Standard');
  g.type(api, 'rdfs:Resource').type(`${baseUrl}/api/docs/json`, 'rdfs:Resource');
  g.add(catalog, 'dcat:service', iri(api));

  const dataset = (
    id: string,
    spec: {
      title: string;
      description: string;
      keywords: string[];
      landing: string;
      /** Its own dates, when they are not the data version's. */
      issued?: string;
      modified?: string;
    },
  ) => {
    const ds = `${baseUrl}/catalog/${id}`;
    g.type(ds, 'dcat:Dataset')
      .add(ds, 'dct:identifier', typed(ds, 'xsd:anyURI'))
      .add(ds, 'dct:title', text(spec.title))
      .add(ds, 'dct:description', text(spec.description))
      .add(ds, 'dct:publisher', iri(publisher))
      .add(ds, 'dcat:contactPoint', iri(contact))
      .add(ds, 'dct:spatial', iri(county))
      .add(ds, 'dct:language', iri(english))
      .add(ds, 'dct:accrualPeriodicity', iri(irregular))
      .add(ds, 'dct:issued', spec.issued ? typed(spec.issued, 'xsd:dateTime') : modified)
      .add(ds, 'dct:modified', spec.modified ? typed(spec.modified, 'xsd:dateTime') : modified)
      .add(ds, 'dcat:landingPage', iri(`${baseUrl}${spec.landing}`))
      .add(ds, 'dcat:keyword', ...spec.keywords.map((k) => text(k)))
      .add(ds, 'dcat:theme', government, regions);
    g.type(`${baseUrl}${spec.landing}`, 'foaf:Document');
    g.add(catalog, 'dcat:dataset', iri(ds));
    g.add(api, 'dcat:servesDataset', iri(ds));
    return ds;
  };
  const distribution = (ds: string, d: DistributionSpec, licenceUrl: string) => {
    const id = `${ds}/${d.id}`;
    const url = `${baseUrl}${d.path}`;
    const fileType = `${EU}/file-type/${d.fileType}`;
    const mediaType = `${IANA}/${d.mediaType}`;
    g.type(id, 'dcat:Distribution')
      .add(id, 'dct:title', text(d.title))
      .add(id, 'dct:description', text(d.description))
      .add(id, 'dcatap:availability', stable)
      .add(id, 'dcat:accessURL', iri(url))
      .add(id, 'dcat:downloadURL', iri(url))
      .add(id, 'dct:format', iri(fileType))
      .add(id, 'dcat:mediaType', iri(mediaType))
      .add(id, 'dct:license', iri(licenceUrl))
      .add(id, 'dct:modified', modified)
      .add(id, 'dcat:accessService', iri(api));
    g.type(url, 'rdfs:Resource');
    g.type(fileType, 'dct:MediaTypeOrExtent');
    g.type(mediaType, 'dct:MediaType');
    if (d.conformsTo) {
      g.add(id, 'dct:conformsTo', iri(d.conformsTo));
      g.type(d.conformsTo, 'dct:Standard');
    }
    g.add(ds, 'dcat:distribution', iri(id));
  };

  const projects = dataset('projects', {
    ...PROJECTS_DATASET,
    description:
      PROJECTS_DATASET.description +
      (first !== undefined && last !== undefined
        ? ` Financial years ${formatFinancialYear(first)} to ${formatFinancialYear(last)}.`
        : ''),
    landing: '/about',
  });
  if (first !== undefined) g.add(projects, 'dct:temporal', iri(period));
  for (const d of PROJECT_DISTRIBUTIONS) distribution(projects, d, licence);

  // The wards came into use at the general election of 4 March 2013.
  const wardsPeriod = '_:wards-period';
  g.type(wardsPeriod, 'dct:PeriodOfTime').add(
    wardsPeriod,
    'dcat:startDate',
    typed('2013-03-04', 'xsd:date'),
  );
  const boundaries = dataset('boundaries', { ...BOUNDARIES_DATASET, landing: '/about' });

  g.add(boundaries, 'dct:temporal', iri(wardsPeriod));
  if (BOUNDARIES_LICENCE.url !== licence) {
    g.type(BOUNDARIES_LICENCE.url, 'dct:LicenseDocument')
      .add(BOUNDARIES_LICENCE.url, 'rdfs:label', text(BOUNDARIES_LICENCE.name))
      .add(BOUNDARIES_LICENCE.url, 'dct:type', licenceType(BOUNDARIES_LICENCE.url));
  }
  distribution(boundaries, BOUNDARY_DISTRIBUTION, BOUNDARIES_LICENCE.url);

  // Residents' feedback, once staff publish it: the same licence as the projects.
  const feedback = dataset('feedback', {
    ...FEEDBACK_DATASET,
    landing: '/about',
    ...(input.feedback.issued ? { issued: input.feedback.issued } : {}),
    ...(input.feedback.modified ? { modified: input.feedback.modified } : {}),
  });
  for (const d of FEEDBACK_DISTRIBUTIONS) distribution(feedback, d, licence);
  const { firstSent, modified: lastChange } = input.feedback;
  if (firstSent && lastChange) {
    // From the day the first published item was sent to the last change of what is public.
    const feedbackPeriod = '_:feedback-period';
    g.type(feedbackPeriod, 'dct:PeriodOfTime')
      .add(feedbackPeriod, 'dcat:startDate', typed(firstSent.slice(0, 10), 'xsd:date'))
      .add(feedbackPeriod, 'dcat:endDate', typed(lastChange.slice(0, 10), 'xsd:date'));
    g.add(feedback, 'dct:temporal', iri(feedbackPeriod));
  }
  return g;
}
