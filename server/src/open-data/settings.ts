import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Oc4idsSettings } from './oc4ids.ts';

/** A placeholder until the standard's owners assign the county its prefix (OC4IDS_PREFIX). */
export const DEFAULT_OC4IDS_PREFIX = 'mkncty';

declare module 'fastify' {
  interface FastifyInstance {
    /** Settings of the open-data formats (OC4IDS prefix). */
    openData: { oc4idsPrefix: string };
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
