import type { ObjectId } from '../state/collection';
import { z } from 'zod';
import { noise } from './hash';
import type { AuditPhase, AuditState, Element, ElementKind, RejectItem } from './model';

// The asynchronous review (reference §1.9, §4.5): new objects wait in
// AUDIT, edited ones in REAUDIT, and after `delayMs` of simulated time most pass; a deterministic
// share (by object id and submission round) is denied with reasons on the object and on some of
// its elements. The knobs are set through PUT /_admin/world/audit.

/** A change of the knobs (PUT /_admin/world/audit); absent fields keep their value. */
export const AuditConfigPatchSchema = z.object({
  /** Simulated time from submission to the verdict. */
  delayMs: z
    .number()
    .int()
    .min(0)
    .max(30 * 86_400_000)
    .optional(),
  /** Share of submissions denied. */
  denyRate: z.number().min(0).max(1).optional(),
});

export interface AuditConfig {
  delayMs: number;
  denyRate: number;
}

export const DEFAULT_AUDIT_CONFIG: AuditConfig = { delayMs: 15 * 60_000, denyRate: 0.1 };

export interface Submission {
  seed: number;
  id: ObjectId;
  kind: 'create' | 'edit';
  round: number;
  at: number;
  elements: readonly Element[];
  deliveredBefore: boolean;
}

/** Decides the verdict of a submission now; it shows at `dueAt`. */
export function submitAudit(input: Submission, config: AuditConfig): AuditState {
  const denied = noise(input.seed, input.id, 101, input.round) < config.denyRate;
  return {
    kind: input.kind,
    round: input.round,
    submittedAt: input.at,
    dueAt: input.at + config.delayMs,
    outcome: denied ? 'deny' : 'pass',
    rejects: denied ? chooseRejects(input) : [],
    deliveredBefore: input.deliveredBefore,
  };
}

export function auditPhase(audit: AuditState | undefined, at: number): AuditPhase {
  if (!audit) return 'pass';
  if (at < audit.dueAt) return 'pending';
  return audit.outcome;
}

/** Whether the object may deliver at `at` as far as review goes. */
export function auditAllowsDelivery(audit: AuditState | undefined, at: number): boolean {
  const phase = auditPhase(audit, at);
  return phase === 'pass' || (phase === 'pending' && audit?.deliveredBefore === true);
}

/** One reason on the object, and one on each of one to three of its elements. */
function chooseRejects(input: Submission): RejectItem[] {
  const pick = (salt: number, n: number) =>
    Math.floor(noise(input.seed, input.id, 200 + salt, input.round) * n);
  const rejects: RejectItem[] = [{ element: null, reason: pick(0, OBJECT_REASONS.length) }];
  const elements = [...input.elements];
  const count = Math.min(elements.length, 1 + pick(1, 3));
  for (let i = 0; i < count; i += 1) {
    const [element] = elements.splice(pick(2 + i, elements.length), 1);
    if (element) {
      rejects.push({ element, reason: pick(10 + i, REJECT_REASONS[element.kind].length) });
    }
  }
  return rejects;
}

interface ReasonText {
  reason: string;
  suggestion: string;
}

export const OBJECT_REASONS: readonly ReasonText[] = [
  {
    reason: '广告内容与落地页推广产品不一致',
    suggestion: '请确保素材、标题与落地页推广的游戏一致后重新提交',
  },
  {
    reason: '广告存在夸大宣传、虚假承诺',
    suggestion: '请删除“必得”“秒升满级”等无法兑现的承诺性表述',
  },
  {
    reason: '游戏版号信息缺失或与资质不符',
    suggestion: '请在落地页展示与资质一致的版号、著作权人与出版单位',
  },
];

/** Reasons per element kind (Ocean Engine material_reject types of spec 001 §3). */
export const REJECT_REASONS: Record<ElementKind, readonly ReasonText[]> = {
  url: [
    { reason: '落地页无法打开或加载超时', suggestion: '请检查链接可用性后重新提交' },
    { reason: '落地页存在诱导下载行为', suggestion: '请去除自动下载、强制弹窗等诱导设计' },
  ],
  title: [
    { reason: '标题含有绝对化用语', suggestion: '请删除“第一”“最强”等绝对化用语' },
    { reason: '标题含有诱导点击表述', suggestion: '请避免“点击领取”“速抢”等诱导表述' },
  ],
  image: [
    { reason: '图片含有低俗、擦边内容', suggestion: '请更换健康、合规的图片素材' },
    { reason: '图片清晰度不足', suggestion: '请上传分辨率不低于 1280×720 的图片' },
  ],
  video: [
    { reason: '视频含有未授权的影视或明星肖像', suggestion: '请提供授权证明或更换素材' },
    { reason: '视频画面与游戏实际玩法不符', suggestion: '请使用游戏真实录屏或如实演示玩法' },
    { reason: '视频含有血腥暴力画面', suggestion: '请删减相关镜头后重新提交' },
  ],
  callToAction: [
    { reason: '行动号召文案与推广目的不符', suggestion: '请选择与下载/预约一致的按钮文案' },
  ],
  productImage: [{ reason: '商品主图含有违规文字', suggestion: '请去除图片中的促销、承诺类文字' }],
  sellingPoints: [
    { reason: '卖点含有无法证实的数据', suggestion: '请删除或提供“千万玩家”等数据的证明' },
  ],
  productDescription: [
    { reason: '商品描述与游戏资质不符', suggestion: '请按资质信息修改游戏名称与描述' },
  ],
};

/** The texts of a reject item. */
export function rejectText(item: RejectItem): ReasonText {
  const list = item.element ? REJECT_REASONS[item.element.kind] : OBJECT_REASONS;
  return (
    list[item.reason % list.length] ?? { reason: '审核不通过', suggestion: '请修改后重新提交' }
  );
}
