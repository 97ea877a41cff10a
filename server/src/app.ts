import { STATUS_CODES } from 'node:http';
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyServerOptions,
} from 'fastify';
import { hasZodFastifySchemaValidationErrors, validatorCompiler } from 'fastify-type-provider-zod';
import type { Database } from './db/client.ts';
import { noteStorageFailure, storageMessage, storageProblem, storageStatus } from './db/storage.ts';
import { HttpError, type FieldIssue } from './lib/errors.ts';
import { aboutPageSource, DEFAULT_OC4IDS_PREFIX } from './open-data/settings.ts';
import type { EmbeddedAuth } from './auth/embedded.ts';
import {
  embeddedAuthState,
  externalAuthState,
  registerAuth,
  type AuthState,
  type ExternalAuth,
} from './plugins/app/auth.ts';
import { registerServices } from './plugins/app/services.ts';
import type { FeedbackOptions } from './feedback/setup.ts';
import { clientErrorHandler } from './plugins/external/client-error.ts';
import { registerCompress } from './plugins/external/compress.ts';
import { registerCors } from './plugins/external/cors.ts';
import { registerHelmet } from './plugins/external/helmet.ts';
import { connectRedis } from './plugins/external/redis.ts';
import type { Redis } from 'ioredis';
import { registerStatic } from './plugins/external/static.ts';
import { registerSwagger } from './plugins/external/swagger.ts';
import { apiRoutes } from './routes/api/index.ts';
import { openDataRoutes } from './routes/open-data/index.ts';
import { DEFAULT_DATA_FACTS, type DataFacts } from './routes/api/v1/meta/facts.ts';

export interface AppConfig {
  /** An open, migrated database (see db/setup.ts). */
  database: Database;
  /** Directory of the built SPA; nothing but the API is served when it has no index.html. */
  webDist?: string | undefined;
  /** Requests per minute per client address on /api. */
  rateLimitMax?: number;
  /** Summary results kept in memory; 0 turns the cache off. */
  summaryCacheMax?: number;
  /** How long the data version is trusted before it is read again, in ms. */
  dataVersionTtlMs?: number;
  /** Rows per database round trip in streamed exports. */
  exportBatchSize?: number;
  /** Exports one client address may run at the same time (429 past it). */
  exportsPerClient?: number;
  /**
   * Exports the whole server builds at once (EXPORTS_AT_ONCE); the next ones wait in line.
   * Unset: 2 on the embedded database, 6 on PostgreSQL.
   */
  exportsAtOnce?: number | undefined;
  logger?: FastifyServerOptions['logger'];
  /** Close the database when the app closes. */
  closeDatabase?: boolean;
  /**
   * Which X-Forwarded-For hops to trust (behind a reverse proxy): true (all), a number of hops,
   * or addresses / CIDR ranges of the proxies (comma list). The client's address, for the rate
   * limit and the export cap, is then the one the trusted proxy saw.
   */
  trustProxy?: boolean | number | string;
  /** Redis for rate-limit counters shared by every copy of the server (REDIS_URL). */
  redisUrl?: string | undefined;
  /** Prefix of the rate-limit keys in Redis (tests use their own). */
  rateLimitNamespace?: string;
  /** How often usage counts are written to the database, in ms (0: only when the app closes). */
  usageFlushMs?: number;
  /** Distinct usage counters held in memory between two flushes (the excess is dropped). */
  usageMaxKeys?: number;
  /** Largest projects file a staff import accepts, in bytes (413 past it). */
  importMaxBytes?: number;
  /** Licence, publisher and contact of the projects data (DATA_LICENSE, ...); see facts.ts. */
  dataFacts?: DataFacts;
  /** OC4IDS project identifier prefix (OC4IDS_PREFIX); a placeholder until one is assigned. */
  oc4idsPrefix?: string;
  /** Where people reach the portal (PUBLIC_URL): absolute addresses in the about page's JSON-LD. */
  publicUrl?: string | undefined;
  /**
   * Staff sign-in: the OpenID provider the server runs under /oidc, an external one, or (tests)
   * a trusted local key set. Unset: no token is accepted, and every staff route answers 401.
   */
  auth?: EmbeddedAuth | ExternalAuth | undefined;
  /** Residents' feedback: SMTP for reply emails, proof-of-work key, submissions per hour. */
  feedback?: FeedbackOptions;
}

function errorBody(statusCode: number, message: string, issues?: FieldIssue[]) {
  return {
    statusCode,
    error: STATUS_CODES[statusCode] ?? 'Error',
    message,
    ...(issues ? { issues } : {}),
  };
}

/** Validation problems an error answer lists at most (the rest are counted). */
const MAX_ISSUES = 20;

function clipText(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}

function fieldOf(instancePath: string, context: string | undefined): string {
  const first = instancePath.split('/').filter((p) => p !== '')[0];
  return first ?? context ?? 'request';
}

/** Fastify's form: a number of hops becomes the function it stands for. */
function trustProxyOption(
  value: AppConfig['trustProxy'],
): boolean | string | ((address: string, hop: number) => boolean) {
  if (typeof value === 'number') return (_address, hop) => hop < value;
  return value ?? false;
}

/** The token check for the configured provider; the embedded one is mounted under /oidc. */
async function authState(
  app: FastifyInstance,
  config: AppConfig,
  redis: Redis | undefined,
): Promise<AuthState | null> {
  if (!config.auth) return null;
  if (config.auth.provider === 'external') return externalAuthState(config.auth);
  // Loaded only when the server runs its own provider.
  const { mountEmbeddedProvider } = await import('./auth/embedded.ts');
  return embeddedAuthState(
    await mountEmbeddedProvider(app, config.database.db, config.auth, { redis }),
  );
}

/** Builds the app: plugins, services, routes, error and not-found handling. No port is opened. */
export async function buildApp(config: AppConfig): Promise<FastifyInstance> {
  let security: Record<string, string> = {};
  const app: FastifyInstance = Fastify({
    logger: config.logger ?? false,
    trustProxy: trustProxyOption(config.trustProxy),
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    bodyLimit: 1_048_576,
    clientErrorHandler: clientErrorHandler(
      () => security,
      () => app.log,
    ),
  });
  // Requests are validated with zod. Responses are typed by the same schemas at compile time
  // (and checked against them in the tests), so they are serialized without a second walk.
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));

  registerServices(app, {
    database: config.database,
    dataVersionTtlMs: config.dataVersionTtlMs ?? 1000,
    summaryCacheMax: config.summaryCacheMax ?? 500,
    // 2,000 rows (about 700 KB of CSV) per round trip: larger batches gain no speed, and each
    // batch is a large string the garbage collector has to catch up with.
    exportBatchSize: config.exportBatchSize ?? 2000,
    exportsPerClient: config.exportsPerClient ?? 2,
    exportsAtOnce: config.exportsAtOnce,
    usageMaxKeys: config.usageMaxKeys ?? 10_000,
    feedback: config.feedback,
  });
  if (config.closeDatabase) app.addHook('onClose', async () => config.database.close());
  app.decorate('dataFacts', config.dataFacts ?? DEFAULT_DATA_FACTS);
  app.decorate('openData', {
    oc4idsPrefix: config.oc4idsPrefix ?? DEFAULT_OC4IDS_PREFIX,
    publicUrl: config.publicUrl ?? '',
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      // Bounded whatever the input: a body with thousands of unknown keys is not echoed back.
      const issues = error.validation.slice(0, MAX_ISSUES).map((v) => ({
        field: clipText(fieldOf(v.instancePath, error.validationContext), 100),
        message: clipText(v.message ?? 'is invalid', 300),
      }));
      if (error.validation.length > MAX_ISSUES)
        issues.push({
          field: 'request',
          message: `and ${error.validation.length - MAX_ISSUES} more`,
        });
      const message = issues.map((i) => `${i.field}: ${i.message}`).join('; ');
      return reply.code(400).send(errorBody(400, message, issues));
    }
    if (error instanceof HttpError) {
      return reply
        .code(error.statusCode)
        .send(errorBody(error.statusCode, error.message, error.issues));
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send(errorBody(status, error.message));
    }
    // A full or read-only disk: the write is refused saying so, and the health check reports it.
    const storage = storageProblem(error);
    if (storage) {
      noteStorageFailure(app.services.database, storage);
      request.log.error({ err: error, storage: storage.kind }, 'write refused: storage');
      const code = storageStatus(storage);
      return reply.code(code).send(errorBody(code, storageMessage(storage)));
    }
    request.log.error({ err: error, method: request.method, url: request.url }, 'request failed');
    return reply.code(500).send(errorBody(500, 'Internal server error'));
  });

  security = await registerHelmet(app);
  // Before the sign-in provider: its guessing counters live in Redis when there is one.
  const redis = await connectRedis(app, config.redisUrl);
  registerAuth(app, await authState(app, config, redis));
  await registerCors(app);
  await registerCompress(app);
  await registerSwagger(app);
  const spa = config.webDist
    ? await registerStatic(app, config.webDist, {
        '/projects/:code': {
          // The project's name and description, at first paint and in link previews; a code the
          // data does not hold is not found.
          intro: async ({ code = '' }) => {
            const heading = await app.services.projects.heading(code);
            return heading && { title: heading.title, text: heading.description };
          },
          // The page reads its project first: the browser asks for it with the page.
          data: ({ code = '' }) => `/api/v1/projects/${encodeURIComponent(code)}`,
        },
        // The dataset's page carries its schema.org Dataset for crawlers that run no script.
        '/about': aboutPageSource(app),
      })
    : undefined;

  await app.register(apiRoutes, {
    prefix: '/api',
    usageFlushMs: config.usageFlushMs ?? 5000,
    importMaxBytes: config.importMaxBytes ?? 64 * 1024 * 1024,
    rateLimit: {
      max: config.rateLimitMax ?? 1000,
      redis,
      nameSpace: config.rateLimitNamespace,
    },
  });

  // The catalogue and feeds live at the site's root, where harvesters look for them.
  await app.register(openDataRoutes);

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isPage = request.method === 'GET' || request.method === 'HEAD';
    if (
      path === '/api' ||
      path.startsWith('/api/') ||
      !isPage ||
      !spa ||
      path.startsWith('/assets/')
    ) {
      return reply
        .code(404)
        .header('cache-control', 'no-cache')
        .send(errorBody(404, `Route ${request.method} ${path.slice(0, 200)} not found`));
    }
    // History fallback: the SPA's router handles the path (404 when it is none of its routes).
    return spa.send(request, reply);
  });

  return app;
}
