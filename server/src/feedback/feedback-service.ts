import { createHash, randomBytes } from 'node:crypto';
import {
  PHOTO_REQUEST_MAX_BYTES,
  type ModerationAction,
  type PhotoStage,
  type PublicFeedback,
  type QueueItem,
} from '@app/common/feedback';
import { recordAudit, type AuditActor } from '../repositories/audit-repository.ts';
import { badRequest, HttpError, notFound } from '../lib/errors.ts';
import {
  toPublic,
  type FeedbackFilters,
  type FeedbackRepository,
  type ItemRow,
  type NewFeedback,
} from '../repositories/feedback-repository.ts';
import type { NewPhoto, PhotoRepository } from '../repositories/photo-repository.ts';
import type { ReferenceData } from '../repositories/reference-repository.ts';
import type { Mailer } from './mailer.ts';
import type { ProofOfWork } from './altcha.ts';

/** Letters that cannot be mistaken for one another when read out over the phone. */
const REF_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

export function newReference(): string {
  const bytes = randomBytes(8);
  let out = '';
  for (const b of bytes) out += REF_ALPHABET[b % REF_ALPHABET.length];
  return `FB-${out}`;
}

export function newToken(): { token: string; hash: string } {
  const token = randomBytes(24).toString('base64url');
  return { token, hash: hashToken(token) };
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** What the audit row keeps of an item (never the contact). */
function snapshot(r: ItemRow) {
  return {
    ref: r.ref,
    state: r.state,
    hiddenReason: r.hidden_reason,
    departmentId: r.department_id,
    answered: r.answered_ms !== null,
  };
}

export class FeedbackService {
  constructor(
    readonly repo: FeedbackRepository,
    readonly photos: PhotoRepository,
    readonly mailer: Mailer,
    readonly pow: ProofOfWork,
    private readonly publicUrl: string,
    /** Submissions one client address may send per hour. */
    readonly submissionsPerHour: number,
  ) {}

  /** Public shapes of rows, with their replies and photos. */
  async present(rows: ItemRow[], ref: ReferenceData): Promise<PublicFeedback[]> {
    const ids = rows.map((r) => r.id);
    const [replies, photos] = await Promise.all([
      this.repo.replies(ids),
      this.photos.list({ feedbackIds: ids }),
    ]);
    return rows.map((r) =>
      toPublic(
        r,
        replies.get(r.id) ?? [],
        photos.filter((p) => p.feedback_id === r.id),
        ref,
      ),
    );
  }

  /** A new item and its photos in one transaction: all written or nothing. */
  async submit(item: NewFeedback, photos: NewPhoto[]): Promise<number> {
    return this.repo.transaction(async (tx) => {
      const id = await this.repo.insert(tx, item);
      for (const [i, p] of photos.entries())
        await this.photos.insert(tx, item.project.code, id, i, p);
      return id;
    });
  }

  /**
   * Withdraws an unpublished item and deletes its photos (and their files) in the same
   * transaction: both or neither. False when the item cannot be withdrawn.
   */
  async withdraw(tokenHash: string): Promise<boolean> {
    const done = await this.repo.transaction(async (tx) => {
      const id = await this.repo.markWithdrawn(tx, tokenHash);
      if (id === undefined) return false;
      await this.photos.deleteOfItem(tx, id);
      return true;
    });
    if (done) this.photos.forget();
    return done;
  }

  async queueItems(rows: ItemRow[], ref: ReferenceData): Promise<QueueItem[]> {
    const shown = await this.present(rows, ref);
    return rows.map((r, i) => ({
      ...(shown[i] as PublicFeedback),
      id: r.id,
      state: r.state,
      hiddenReason: r.hidden_reason,
      hasContact: { phone: r.has_phone, email: r.has_email },
      notice: r.notice,
      departmentSlug: ref.departmentById.get(r.department_id)?.slug ?? '',
      wardCode: ref.wardById.get(r.ward_id)?.code ?? '',
    }));
  }

  /** The resident's phone and email, the reveal recorded in the audit log (never the values). */
  async revealContact(
    id: number,
    actor: AuditActor,
  ): Promise<{ phone: string | null; email: string | null }> {
    const item = await this.repo.item(id);
    const contact = await this.repo.contact(id);
    if (!item || !contact) throw notFound(`No feedback item ${id}`);
    await this.repo.transaction((tx) =>
      recordAudit(tx, {
        actor,
        action: 'feedback.reveal',
        target: item.ref,
        // What was revealed, never the values themselves.
        details: { phone: contact.phone !== null, email: contact.email !== null },
      }),
    );
    return contact;
  }

  /** Staff photos added to a project with their audit row, all or none; their ids in order. */
  async addStaffPhotos(
    projectCode: string,
    photos: NewPhoto[],
    actor: AuditActor,
    about: { stage: PhotoStage | null; caption: string | null; bytes: number },
  ): Promise<number[]> {
    const ids: number[] = [];
    await this.repo.transaction(async (tx) => {
      for (const p of photos) ids.push(await this.photos.insertStaff(tx, projectCode, p));
      await this.repo.bumpVersion(tx);
      await recordAudit(tx, {
        actor,
        action: 'photo.add',
        target: projectCode,
        after: { ids, stage: about.stage, caption: about.caption },
        details: { bytes: about.bytes, limit: PHOTO_REQUEST_MAX_BYTES },
      });
    });
    return ids;
  }

  /** Sets a photo's stage, caption or date taken, with its audit row. */
  async editPhoto(
    id: number,
    edit: { stage?: PhotoStage | null; caption?: string | null; takenAt?: string | null },
    actor: AuditActor,
  ): Promise<void> {
    const photo = await this.photos.owner(id);
    if (!photo) throw notFound(`No photo ${id}`);
    await this.repo.transaction(async (tx) => {
      await this.photos.update(tx, id, edit);
      await this.repo.bumpVersion(tx);
      await recordAudit(tx, {
        actor,
        action: 'photo.update',
        target: photo.projectCode,
        after: { id, ...edit },
      });
    });
  }

  /** Puts a project's staff photos in the order given (all of them, each once). */
  async reorderPhotos(projectCode: string, ids: number[], actor: AuditActor): Promise<void> {
    await this.repo.transaction(async (tx) => {
      if (!(await this.photos.reorder(tx, projectCode, ids)))
        throw badRequest('ids', `must all be staff photos of project ${projectCode.slice(0, 100)}`);
      await this.repo.bumpVersion(tx);
      await recordAudit(tx, {
        actor,
        action: 'photo.reorder',
        target: projectCode,
        after: { ids },
      });
    });
  }

  /** Removes a photo and its files, with its audit row. */
  async deletePhoto(id: number, actor: AuditActor): Promise<void> {
    const photo = await this.photos.owner(id);
    if (!photo) throw notFound(`No photo ${id}`);
    await this.repo.transaction(async (tx) => {
      await this.photos.delete(tx, id);
      await this.repo.bumpVersion(tx);
      await recordAudit(tx, {
        actor,
        action: 'photo.delete',
        target: photo.projectCode,
        before: { id, feedbackId: photo.feedbackId },
      });
    });
    this.photos.forget();
  }

  /** Public filters: only published (and closed after publication) items. */
  publicFilters(filters: FeedbackFilters): FeedbackFilters {
    const states = (filters.states ?? ['published', 'closed']).filter(
      (s) => s === 'published' || s === 'closed',
    );
    return { ...filters, states: states.length > 0 ? states : ['published'] };
  }

  /**
   * One moderation action with its audit row (before and after) in the same transaction. A reply
   * publishes the item with it and, after the commit, emails the resident when they left an
   * address and SMTP is set.
   */
  async moderate(
    id: number,
    action: ModerationAction,
    actor: AuditActor,
    ref: ReferenceData,
  ): Promise<ItemRow> {
    const before = await this.repo.item(id);
    if (!before) throw notFound(`No feedback item ${id}`);
    if (before.state === 'withdrawn')
      throw new HttpError(409, `Feedback ${before.ref} was withdrawn by the resident`);
    let departmentId = before.department_id;
    if (action.action === 'route') {
      const dep = ref.departmentByKey.get(action.department.toLowerCase());
      const bySlug = ref.departments.find((d) => d.slug === action.department);
      const found = bySlug ?? dep;
      if (!found)
        throw new HttpError(
          400,
          `department: unknown department "${action.department.slice(0, 80)}"`,
          [
            {
              field: 'department',
              message: `unknown department "${action.department.slice(0, 80)}"`,
            },
          ],
        );
      departmentId = found.id;
    }
    await this.repo.transaction(async (tx) => {
      switch (action.action) {
        case 'publish':
          await this.repo.setState(tx, id, { state: 'published', hiddenReason: null });
          break;
        case 'hide':
          await this.repo.setState(tx, id, { state: 'hidden', hiddenReason: action.reason });
          break;
        case 'route':
          await this.repo.setState(tx, id, { departmentId });
          break;
        case 'close':
          await this.repo.setState(tx, id, { state: 'closed' });
          break;
        case 'reply':
          if (before.state === 'hidden')
            throw new HttpError(
              409,
              `Feedback ${before.ref} is hidden: publish it before replying`,
            );
          await this.repo.addReply(tx, id, {
            body: action.body,
            departmentId,
            role: action.role,
            name: action.signWithName ? actor.name : null,
            actorSub: actor.sub,
          });
          break;
      }
      const after = await this.repo.item(id, tx);
      await this.repo.bumpVersion(tx);
      await recordAudit(tx, {
        actor,
        action: `feedback.${action.action}`,
        target: before.ref,
        before: snapshot(before),
        after: after ? snapshot(after) : null,
        details:
          action.action === 'reply'
            ? { reply: action.body, role: action.role, signed: action.signWithName }
            : action.action === 'hide'
              ? { reason: action.reason }
              : null,
      });
    });
    const after = await this.repo.item(id);
    if (!after) throw notFound(`No feedback item ${id}`);
    if (action.action === 'reply') {
      const email = await this.repo.contactEmail(id);
      if (email) {
        const notice = await this.mailer.sendReply({
          to: email,
          ref: after.ref,
          projectTitle: after.project_title,
          projectCode: after.project_code,
          reply: action.body,
          department: ref.departmentById.get(departmentId)?.name ?? 'County Government of Makueni',
          followUrl: `${this.publicUrl.replace(/\/$/, '')}/projects/${encodeURIComponent(after.project_code)}`,
        });
        await this.repo.setNotice(id, notice);
        return { ...after, notice };
      }
    }
    return after;
  }
}
