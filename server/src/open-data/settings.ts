import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { PageSource } from '../plugins/app/spa-pages.ts';
import { PROJECTS_DATASET } from './catalog.ts';
import type { Oc4idsSettings } from './oc4ids.ts';
import { datasetJsonLd, jsonLdScript } from './schema-org.ts';

/** A placeholder until the standard's owners assign the county its prefix (OC4IDS_PREFIX). */
export const DEFAULT_OC4IDS_PREFIX = 'mkncty';

declare module 'fastify' {
  interface FastifyInstance {
    /** Settings of the open-data formats (OC4IDS prefix). */
    openData: { oc4idsPrefix: string; publicUrl: string };
  }
}

/** Scheme, host and port the request came to: absolute addresses in the open-data documents. */
export function baseUrlOf(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

export function oc4idsSettings(app: FastifyInstance, request: FastifyRequest): Oc4idsSettings {
  return {
    prefix: app.openData.oc4idsPrefix,
    publisher: app.dataFacts.publisher,
    licence: app.dataFacts.licence,
    baseUrl: baseUrlOf(request),
  };
}

/** /about: the projects dataset's page, with its schema.org Dataset in the HTML's head. */
export function aboutPageSource(app: FastifyInstance): PageSource {
  return {
    intro: async () => {
      const { version, ref } = await app.services.current();
      const data = datasetJsonLd({
        baseUrl: app.openData.publicUrl,
        facts: app.dataFacts,
        modified: new Date(version.updatedAt).toISOString(),
        financialYears: ref.financialYears,
      });
      return {
        title: PROJECTS_DATASET.title,
        text: PROJECTS_DATASET.description,
        head: jsonLdScript(data),
      };
    },
    // The about page reads the data's facts first.
    data: () => '/api/v1/meta',
  };
}
