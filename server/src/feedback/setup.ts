import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { AppDb } from '../db/client.ts';
import { FeedbackRepository } from '../repositories/feedback-repository.ts';
import { PhotoRepository } from '../repositories/photo-repository.ts';
import { createProofOfWork, RedisUsedChallenges } from './altcha.ts';
import { FeedbackService } from './feedback-service.ts';
import { createMailer, type MailSettings } from './mailer.ts';

export interface FeedbackOptions {
  /** SMTP for the reply emails (SMTP_URL, SMTP_FROM); unset: no email, and the queue says so. */
  mail?: MailSettings | undefined;
  /** HMAC key of the proof-of-work challenges (ALTCHA_HMAC_KEY); several copies share one. */
  altchaKey?: string | undefined;
  /** Largest counter a challenge hides (the work asked); tests ask for little. */
  powCost?: number | undefined;
  /** Feedback one client address may send per hour (FEEDBACK_PER_HOUR). */
  submissionsPerHour?: number | undefined;
  /** The portal's address, for the link in the reply email. */
  publicUrl?: string | undefined;
}

export function createFeedbackService(
  db: AppDb,
  options: FeedbackOptions,
  log: (err: unknown) => void,
): FeedbackService {
  return new FeedbackService(
    new FeedbackRepository(db),
    new PhotoRepository(db),
    createMailer(options.mail, log),
    createProofOfWork({ hmacKey: options.altchaKey, cost: options.powCost }),
    options.publicUrl ?? 'http://localhost:3000',
    options.submissionsPerHour ?? 10,
  );
}

/**
 * With Redis (REDIS_URL), used proof-of-work challenges are remembered there, with their expiry,
 * so a challenge solved once cannot be sent again through another copy of the server.
 */
export function shareUsedChallenges(app: FastifyInstance, redis: Redis | undefined): void {
  if (!redis) return;
  app.services.feedback.pow.rememberIn(
    new RedisUsedChallenges(redis, (err) =>
      app.log.warn({ err }, 'used challenges: Redis failed, remembering them in memory'),
    ),
  );
}
