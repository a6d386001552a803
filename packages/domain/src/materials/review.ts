import {
  MATERIAL_REVIEW_LABELS,
  MATERIAL_REVIEW_STATUSES,
  type MaterialReviewStatus,
} from '@toufang/contracts';

// The material review (spec 002 §3 "Material review", §4: the statuses are ours to define). A file
// enters review `pending` when it is uploaded and whenever its content is replaced; a reviewer
// decides `approved` or `rejected` (with a reason, and optionally a screenshot that marks the
// problem). Only an approved file may be pushed to a medium.

/** The decisions a reviewer can take; `pending` is where a file waits, not a decision. */
export const MATERIAL_REVIEW_DECISIONS = ['approved', 'rejected'] as const;
export type MaterialReviewDecision = (typeof MATERIAL_REVIEW_DECISIONS)[number];

export const MATERIAL_REJECT_REASON_MAX = 200;

/** The status a file takes when it is uploaded or its content is replaced. */
export const MATERIAL_REVIEW_START: MaterialReviewStatus = 'pending';

export interface ReviewDecisionInput {
  review_status: string;
  reject_reason?: string | null;
  reject_image?: string | null;
}

export type ReviewDecisionCheck =
  | {
      ok: true;
      status: MaterialReviewDecision;
      /** Null when approved: an approval clears an earlier rejection's reason and image. */
      rejectReason: string | null;
      rejectImage: string | null;
    }
  | { ok: false; problems: string[] };

const isDecision = (value: string): value is MaterialReviewDecision =>
  (MATERIAL_REVIEW_DECISIONS as readonly string[]).includes(value);

/** Checks a reviewer's decision: a known decision, and a reason of 1–200 characters to reject. */
export function checkReviewDecision(input: ReviewDecisionInput): ReviewDecisionCheck {
  const status = input.review_status.trim();
  if (!isDecision(status)) {
    const known = (MATERIAL_REVIEW_STATUSES as readonly string[]).includes(status);
    return {
      ok: false,
      problems: [
        known
          ? `审核结果只能是通过或驳回，不能设为「${MATERIAL_REVIEW_LABELS[status as MaterialReviewStatus]}」`
          : '审核结果无效，只能是通过（approved）或驳回（rejected）',
      ],
    };
  }
  if (status === 'approved') {
    return { ok: true, status, rejectReason: null, rejectImage: null };
  }
  const reason = (input.reject_reason ?? '').trim();
  if (reason === '') return { ok: false, problems: ['驳回时请填写驳回原因'] };
  if ([...reason].length > MATERIAL_REJECT_REASON_MAX) {
    return { ok: false, problems: [`驳回原因不能超过 ${MATERIAL_REJECT_REASON_MAX} 个字`] };
  }
  const image = input.reject_image?.trim() || null;
  return { ok: true, status, rejectReason: reason, rejectImage: image };
}

export interface PushableFile {
  review_status: MaterialReviewStatus;
  /** Set while the file is in the recycle bin. */
  deleted_at?: string | Date | null;
}

export type PushCheck = { ok: true } | { ok: false; reason: string };

/**
 * Whether a library file may be pushed to a medium: only an approved file that is not in the
 * recycle bin. A file under review or rejected stays in the library until it passes.
 */
export function canPush(file: PushableFile): PushCheck {
  if (file.deleted_at) return { ok: false, reason: '素材已删除，不能推送' };
  switch (file.review_status) {
    case 'approved':
      return { ok: true };
    case 'pending':
      return { ok: false, reason: '素材待审核，审核通过后才能推送' };
    case 'rejected':
      return { ok: false, reason: '素材已驳回，修改并重新审核通过后才能推送' };
  }
}

export interface ReviewerLoad {
  userId: number;
  /** Files now waiting for this reviewer. */
  pending: number;
}

/**
 * The reviewer a file entering review is assigned to: the one with the fewest files waiting, the
 * lowest user id among equals (so assignment is stable). Null when nobody reviews.
 */
export function pickReviewer(loads: readonly ReviewerLoad[]): number | null {
  let best: ReviewerLoad | null = null;
  for (const load of loads) {
    if (
      best === null ||
      load.pending < best.pending ||
      (load.pending === best.pending && load.userId < best.userId)
    ) {
      best = load;
    }
  }
  return best?.userId ?? null;
}

export interface ReviewRecord {
  /** The reviewer the file was assigned to (审核人); null when it was not assigned. */
  reviewerId: number | null;
  /** Who took the decision (实际审核人). */
  reviewedBy: number;
}

/**
 * Who a decision is recorded for (spec 002 §3, §6: a reviewer and an actual reviewer). The file's
 * assigned reviewer stays its reviewer when a colleague decides in their place; the one deciding is
 * always the actual reviewer. An unassigned file is credited to the one deciding.
 */
export function reviewRecord(assignedReviewerId: number | null, actorId: number): ReviewRecord {
  return { reviewerId: assignedReviewerId ?? actorId, reviewedBy: actorId };
}

/** Whether the decision was taken by someone other than the assigned reviewer (代审). */
export const reviewedOnBehalf = (record: {
  reviewerId: number | null;
  reviewedBy: number | null;
}) =>
  record.reviewerId !== null &&
  record.reviewedBy !== null &&
  record.reviewerId !== record.reviewedBy;
