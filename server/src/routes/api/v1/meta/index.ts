import {
  apiErrorSchema,
  formatFinancialYear,
  metaSchema,
  PROJECT_STATES,
  type Meta,
} from '@app/common';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ADMIN_UNITS,
  BOUNDARIES_ATTRIBUTION,
  BOUNDARIES_LICENCE,
  BOUNDARIES_NOTE,
} from '../../../../db/seed/reference-data.ts';
import { conditional, makeEtag } from '../../../../plugins/app/caching.ts';
import type { DataVersionInfo } from '../../../../repositories/data-version-service.ts';
import type { ReferenceData } from '../../../../repositories/reference-repository.ts';
import type { DataFacts } from './facts.ts';

export function buildMeta(version: DataVersionInfo, ref: ReferenceData, facts: DataFacts): Meta {
  const isSample = version.sampleCount > 0;
  return {
    county: ADMIN_UNITS.county,
    subCounties: ref.subCounties
      .slice()
      .sort((a, b) => a.code.localeCompare(b.code))
      .map((s) => ({
        name: s.name,
        code: s.code,
        wards: ref.wards
          .filter((w) => w.subCountyId === s.id)
          .sort((a, b) => a.code.localeCompare(b.code))
          .map((w) => ({ name: w.name, code: w.code })),
      })),
    departments: ref.departments
      .filter((d) => d.isListed || ref.departmentIdsWithProjects.has(d.id))
      .map((d) => ({ id: d.slug, name: d.name }))
      .sort((a, b) => a.name.localeCompare(b.name)),
    states: [...PROJECT_STATES],
    financialYears: ref.financialYears.map(formatFinancialYear),
    dataset: { name: version.datasetName, isSample, projectCount: version.projectCount },
    isSample,
    dataLicence: facts.licence,
    publisher: { name: facts.publisher },
    contact: facts.contact,
    licence: BOUNDARIES_LICENCE,
    attribution: BOUNDARIES_ATTRIBUTION,
    boundariesNote: BOUNDARIES_NOTE,
    dataVersion: version.version,
    lastUpdated: version.updatedAt,
  };
}

export async function metaRoutes(app: FastifyInstance): Promise<void> {
  let cached: { version: string; meta: Meta } | undefined;
  app.withTypeProvider<ZodTypeProvider>().get(
    '/meta',
    {
      schema: {
        tags: ['meta'],
        summary:
          "County, sub-counties with wards, departments, states, financial years, the data's licence, publisher and contact, and its version",
        response: { 200: metaSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { version, ref } = await app.services.current();
      reply.header('link', `<${app.dataFacts.licence.url}>; rel="license"`);
      if (
        conditional(request, reply, makeEtag(version.version, 'meta'), {
          dataVersion: version.version,
        })
      )
        return reply;
      if (cached?.version !== version.version)
        cached = { version: version.version, meta: buildMeta(version, ref, app.dataFacts) };
      return cached.meta;
    },
  );
}
