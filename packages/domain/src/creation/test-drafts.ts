import {
  CreationDraftSchema,
  type CreationDraft,
  type CreationDraftInput,
} from '@toufang/contracts';
import type { PlanContext } from './plan';
import type { PlanFile } from './row-checks';

// Drafts and contexts the creation tests build from: valid on every medium unless a test changes
// a field.

export const video = (id: number, over: Partial<PlanFile> = {}): PlanFile => ({
  id,
  name: `素材${id}.mp4`,
  kind: 'video',
  width: 1280,
  height: 720,
  durationMs: 15_000,
  approved: true,
  ...over,
});

const VALID: Record<CreationDraft['medium'], Record<string, unknown>> = {
  bytedance: {
    project: {
      download_url: 'https://example.com/app.apk',
      delivery_setting: { budget: 500, cpa_bid: 20 },
    },
  },
  kuaishou: { unit: { url: 'https://example.com/app.apk', cpa_bid: 20 } },
  tencent: { adgroup: { bid_amount: 20 }, creative: { page_url: 'https://example.com/' } },
  bytedance_v2: { ad: { download_url: 'https://example.com/app.apk', cpa_bid: 20 } },
  tencent_v2: { adgroup: { bid_amount: 20 }, ad: { page_url: 'https://example.com/' } },
};

export function draftOf(
  medium: CreationDraft['medium'],
  over: Record<string, unknown> = {},
): CreationDraft {
  const input = {
    medium,
    accounts: ['1001'],
    materials: { file_ids: [1] },
    titles: { list: ['这是第一个广告标题'] },
    ...VALID[medium],
    ...over,
  } as CreationDraftInput;
  return CreationDraftSchema.parse(input);
}

export function contextOf(files: PlanFile[], over: Partial<PlanContext> = {}): PlanContext {
  return {
    date: '2026-03-01',
    files: new Map(files.map((f) => [f.id, f])),
    accounts: new Map([
      ['1001', { name: '账户一' }],
      ['1002', { name: '账户二' }],
      ['1003', { name: '账户三' }],
    ]),
    game: '仙侠',
    pushed: () => true,
    submitMax: 5000,
    ...over,
  };
}
