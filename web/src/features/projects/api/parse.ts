/**
 * Response parsing with the contract's zod schemas. The contract (and zod) is loaded on first
 * use, after the first paint, so the schemas stay out of the Home page's initial bundle.
 */
import type {
  Boundaries,
  Meta,
  ProjectDetail,
  ProjectsPage,
  ProjectsSummary,
} from '@app/common/projects';
import type * as ContractModule from '@app/common/projects';

export interface ContractResponses {
  meta: Meta;
  boundaries: Boundaries;
  projects: ProjectsPage;
  summary: ProjectsSummary;
  project: ProjectDetail;
}
export type ResponseKind = keyof ContractResponses;

type Contract = typeof ContractModule;
let contract: Promise<Contract> | null = null;

async function importContract(): Promise<Contract> {
  await import('./zod-jitless');
  return import('@app/common/projects');
}

/** Loads the contract once; a failed load (e.g. offline) is tried again on the next call. */
export function loadContract(): Promise<Contract> {
  contract ??= importContract().catch((e: unknown) => {
    contract = null;
    throw e;
  });
  return contract;
}

/** Starts loading the contract early, so it arrives together with the first answers. */
export function preloadContract(): void {
  loadContract().catch(() => {
    /* reported by the first parse that needs it */
  });
}

export type ParseResult<K extends ResponseKind> =
  { ok: true; data: ContractResponses[K] } | { ok: false; message: string };

/** Parses a response body; a mismatch names the first wrong field. */
export async function parseResponse<K extends ResponseKind>(
  kind: K,
  body: unknown,
): Promise<ParseResult<K>> {
  const c = await loadContract();
  const schema = {
    meta: c.metaSchema,
    boundaries: c.boundariesSchema,
    projects: c.projectsPageSchema,
    summary: c.projectsSummarySchema,
    project: c.projectDetailSchema,
  }[kind];
  const result = schema.safeParse(body);
  if (result.success) return { ok: true, data: result.data as ContractResponses[K] };
  const issue = result.error.issues[0];
  const where = issue ? issue.path.map(String).join('.') : '';
  return {
    ok: false,
    message: `${where ? `${where}: ` : ''}${issue?.message ?? 'unexpected response'}`,
  };
}
