import type { ProjectFilters } from '@app/common';
import type { FastifyInstance } from 'fastify';
import type { DataVersionInfo } from '../../../../repositories/data-version-service.ts';
import { resolveFilters, type ResolvedFilters } from '../../../../repositories/filters.ts';
import type { ReferenceData } from '../../../../repositories/reference-repository.ts';

export interface FilterContext {
  version: DataVersionInfo;
  ref: ReferenceData;
  filters: ResolvedFilters;
}

/** Current data version, its reference data, and the request's filters checked against it. */
export async function filterContext(
  app: FastifyInstance,
  query: ProjectFilters,
): Promise<FilterContext> {
  const { version, ref } = await app.services.current();
  const filters = await app.services.projects.expandMisspelt(resolveFilters(ref, query));
  return { version, ref, filters };
}
