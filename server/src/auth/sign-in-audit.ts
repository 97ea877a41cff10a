import type { FastifyRequest } from 'fastify';
import type { AppDb } from '../db/client.ts';
import { recordAudit } from '../repositories/audit-repository.ts';
import { normalizeEmail } from './accounts.ts';
import type { Lock } from './attempts.ts';

/**
 * A failed sign-in or a lock in the audit log (and the log): who tried which account, never the
 * password. A failure to record it is logged; the sign-in is refused all the same.
 */
export async function auditSignIn(
  db: AppDb,
  issuer: string,
  request: FastifyRequest,
  email: string,
  event: { action: 'signin.failed' } | { action: 'signin.lock'; lock: Lock },
): Promise<void> {
  const details =
    event.action === 'signin.failed'
      ? { address: request.ip }
      : {
          address: request.ip,
          locked: event.lock.scope,
          seconds: Math.ceil(event.lock.retryAfterMs / 1000),
        };
  try {
    await recordAudit(db, {
      actor: { sub: 'anonymous', issuer, name: `Sign-in form (${request.ip})`, role: 'none' },
      action: event.action,
      target: normalizeEmail(email).slice(0, 254),
      details,
    });
  } catch (error) {
    request.log.error({ err: error }, 'could not record a failed sign-in');
  }
  request.log.warn({ event: event.action, ...details }, 'sign-in refused');
}
