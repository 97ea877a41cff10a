/**
 * The projects dataset as schema.org `Dataset` JSON-LD, written by the server into the about
 * page's HTML so that a crawler running no script (Google Dataset Search) reads it.
 */
import { PROJECT_COLUMNS } from '../lib/project-columns.ts';
import type { DataFacts } from '../routes/api/v1/meta/facts.ts';
import { countyBounds, PROJECT_DISTRIBUTIONS, PROJECTS_DATASET } from './catalog.ts';
import { dictionaryFieldOf } from './csvw.ts';

export interface DatasetPageInput {
  /** Scheme and host the portal is reached at; '' writes addresses from the site's root. */
  baseUrl: string;
  facts: DataFacts;
  modified: string;
  financialYears: readonly number[];
}

export function datasetJsonLd(input: DatasetPageInput): Record<string, unknown> {
  const { baseUrl, facts } = input;
  const first = input.financialYears[0];
  const last = input.financialYears[input.financialYears.length - 1];
  const b = countyBounds();
  const r = (n: number) => n.toFixed(5);
  const publisher = {
    '@type': 'GovernmentOrganization',
    name: facts.publisher,
    url: `${baseUrl}/`,
  };
  return {
    '@context': 'https://schema.org/',
    '@type': 'Dataset',
    '@id': `${baseUrl}/catalog/${PROJECTS_DATASET.id}`,
    name: PROJECTS_DATASET.title,
    description: PROJECTS_DATASET.description,
    url: `${baseUrl}/about`,
    keywords: PROJECTS_DATASET.keywords,
    inLanguage: 'en',
    license: facts.licence.url,
    isAccessibleForFree: true,
    creator: publisher,
    publisher,
    dateModified: input.modified,
    spatialCoverage: {
      '@type': 'Place',
      name: 'Makueni County, Kenya',
      geo: {
        '@type': 'GeoShape',
        box: `${r(b.minY)} ${r(b.minX)} ${r(b.maxY)} ${r(b.maxX)}`,
      },
    },
    ...(first !== undefined && last !== undefined
      ? { temporalCoverage: `${first}-07-01/${last + 1}-06-30` }
      : {}),
    includedInDataCatalog: {
      '@type': 'DataCatalog',
      name: 'Makueni County open data',
      url: `${baseUrl}/catalog.jsonld`,
    },
    distribution: PROJECT_DISTRIBUTIONS.map((d) => ({
      '@type': 'DataDownload',
      name: d.title,
      encodingFormat: d.mediaType,
      contentUrl: `${baseUrl}${d.path}`,
    })),
    variableMeasured: PROJECT_COLUMNS.map((c) => {
      const field = dictionaryFieldOf(c);
      return {
        '@type': 'PropertyValue',
        name: c.header,
        ...(field?.description ? { description: field.description } : {}),
        ...(field?.unit && c.kind === 'number' ? { unitText: field.unit } : {}),
      };
    }),
  };
}

/** The JSON-LD as a script element, safe inside HTML (no `<` survives to close it). */
export function jsonLdScript(data: unknown): string {
  const json = JSON.stringify(data).replace(/</g, '\\u003c').replace(/>/g, '\\u003e');
  return `<script type="application/ld+json">${json}</script>`;
}
