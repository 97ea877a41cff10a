import { createHash } from 'node:crypto';
import {
  apiErrorSchema,
  boundariesSchema,
  BOUNDARY_LEVELS,
  type Boundaries,
  type BoundaryFeature,
  type BoundaryLevel,
} from '@app/common';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BOUNDARIES_ATTRIBUTION,
  loadBoundaries,
  type GeoFeature,
} from '../../../../db/seed/reference-data.ts';
import { conditional } from '../../../../plugins/app/caching.ts';

const querySchema = z.object({
  level: z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((raw, ctx) => {
      const value = Array.isArray(raw) ? raw[raw.length - 1] : raw;
      if (value === undefined || value === '') return undefined;
      if (!(BOUNDARY_LEVELS as readonly string[]).includes(value)) {
        ctx.addIssue({
          code: 'custom',
          message: `unknown level "${value.slice(0, 40)}"; use one of ${BOUNDARY_LEVELS.join(', ')}`,
        });
        return z.NEVER;
      }
      return value as BoundaryLevel;
    })
    .describe('ward, subCounty or county; all three when left out'),
});

function toFeature(f: GeoFeature, level: BoundaryLevel): BoundaryFeature {
  const p = f.properties;
  const name = level === 'ward' ? p.ward : level === 'subCounty' ? p.subCounty : p.county;
  return {
    type: 'Feature',
    id: f.id,
    properties: {
      level,
      code: f.id,
      name: name ?? f.id,
      ...(p.ward ? { ward: p.ward, wardCode: p.wardCode } : {}),
      ...(p.subCounty ? { subCounty: p.subCounty, subCountyCode: p.subCountyCode } : {}),
      county: p.county ?? 'Makueni',
      countyCode: p.countyCode ?? '017',
    },
    geometry: f.geometry,
  };
}

interface Body {
  json: string;
  etag: string;
}

function build(level: BoundaryLevel | undefined): Body {
  const geo = loadBoundaries();
  const features = [
    ...(level === undefined || level === 'ward' ? geo.wards.map((f) => toFeature(f, 'ward')) : []),
    ...(level === undefined || level === 'subCounty'
      ? geo.subCounties.map((f) => toFeature(f, 'subCounty'))
      : []),
    ...(level === undefined || level === 'county'
      ? geo.county.map((f) => toFeature(f, 'county'))
      : []),
  ];
  const json = JSON.stringify({
    type: 'FeatureCollection',
    attribution: BOUNDARIES_ATTRIBUTION,
    features,
  });
  return { json, etag: `W/"${createHash('sha1').update(json).digest('base64url').slice(0, 22)}"` };
}

export async function boundariesRoutes(app: FastifyInstance): Promise<void> {
  const bodies = new Map<string, Body>();
  app.withTypeProvider<ZodTypeProvider>().get(
    '/boundaries',
    {
      schema: {
        tags: ['meta'],
        summary:
          'GeoJSON of the wards, sub-counties and county outline (CC BY 4.0, see attribution)',
        querystring: querySchema,
        response: { 200: boundariesSchema, 400: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const level = request.query.level;
      const key = level ?? 'all';
      let body = bodies.get(key);
      if (!body) {
        body = build(level);
        bodies.set(key, body);
      }
      // Boundaries change only with a release: cache for a day.
      const { version } = await app.services.current();
      const cacheControl = 'public, max-age=86400';
      if (conditional(request, reply, body.etag, { dataVersion: version.version, cacheControl }))
        return reply;
      // Sent pre-serialized (strings skip the serializer); the schema documents the shape.
      return reply
        .type('application/geo+json; charset=utf-8')
        .send(body.json as unknown as Boundaries);
    },
  );
}
