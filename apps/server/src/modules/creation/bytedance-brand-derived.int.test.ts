import { randomUUID } from 'node:crypto';
import {
  type CreationRead,
  type CreationCounts,
  type CreationItemRow,
  type CreationSubmitAnswer,
  type EditObjectAnswer,
  type Paged,
} from '@toufang/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { draftFor, namedAs, startCreationWorld, type CreationWorld } from './creation-test-world';

// The v3 promotion's CDP 品牌 and 衍生创意 through HTTP against the media sandbox
// (docs/architecture/creation.md "Per-account picks", "Derived creatives"): an account's brand
// picked from its `cdp/brand` read reaches its promotion as brand_info; with 衍生创意 on, each
// promotion's auto-generate config is made on the account just before it and named by
// config_id; another account's brand is the medium's refusal of that row, creating nothing.

let w: CreationWorld;

beforeAll(async () => {
  w = await startCreationWorld();
}, 300_000);
afterAll(() => w.close());

const state = () => w.running.sandbox.state.oceanengine;
const fileIds = () => w.videos.map((v) => v.fid).slice(0, 1);

interface Brand {
  cdp_brand_id: number;
  cdp_brand_name: string;
}
interface Strategy {
  strategy_id: number;
  strategy_name: string;
  state_list: { state_key: string; state_name: string; state_type: 'Text' | 'Image' }[];
}

async function read<T>(name: CreationRead, query: Record<string, string>): Promise<T> {
  const answer = await w.read<T>(name, query);
  expect(answer.code, JSON.stringify(answer)).toBe(0);
  return answer.data;
}

const brandOf = async (account: string) => {
  const { brands } = await read<{ brands: Brand[] }>('cdpBrand', {
    advertiser_id: account,
  });
  const brand = brands[0];
  if (!brand) throw new Error(`no brand for ${account}`);
  return { cdp_brand_id: String(brand.cdp_brand_id), cdp_brand_name: brand.cdp_brand_name };
};

async function submitAndRun(draft: unknown) {
  const answer = await w.call<CreationSubmitAnswer>('bytedance', 'submit', {
    config_id: randomUUID(),
    preview_data: draft,
  });
  expect(answer.code, JSON.stringify(answer)).toBe(0);
  await w.runner.drain();
  const items = await w.call<Paged<CreationItemRow>>('bytedance', 'taskList', {
    task_id: String(answer.data.task_id),
    per_page: '100',
  });
  return items.data.list;
}

const draftOf = (
  account: string,
  prefix: string,
  promotion: Record<string, unknown>,
  pick: Record<string, unknown>,
) => {
  const names = namedAs('bytedance', prefix) as {
    project: Record<string, unknown>;
    promotion: Record<string, unknown>;
  };
  return draftFor('bytedance', [account], fileIds(), {
    project: names.project,
    promotion: { ...names.promotion, ...promotion },
    account_picks: { [account]: pick },
  });
};

const promotionsNamed = (account: string, prefix: string) =>
  state()
    .promotions.listByAdvertiser(Number(account))
    .filter((p) => p.wire.promotion_name.startsWith(`${prefix}_`));

describe('Ocean Engine v3: CDP 品牌 and 衍生创意', { timeout: 240_000 }, () => {
  it('refuses 衍生创意 switched on without a strategy or with an empty slot', async () => {
    const account = w.accounts.bytedance[0] ?? '';
    const none = draftOf(account, '巨量衍生空', { creative_auto_generate_switch: 'ON' }, {});
    const counts = await w.call<CreationCounts>('bytedance', 'count', { preview_data: none });
    expect(counts.data.errors).toEqual(['开启衍生创意时请至少选择一个衍生策略']);
    const empty = draftOf(
      account,
      '巨量衍生空',
      {
        creative_auto_generate_switch: 'ON',
        auto_generate_strategies: [
          {
            strategy_id: 7_100_001,
            strategy_name: '模板1',
            states: [{ key: 'title', name: '标题', type: 'Text', value: '' }],
          },
        ],
      },
      {},
    );
    const refused = await w.call('bytedance', 'submit', {
      config_id: randomUUID(),
      preview_data: empty,
    });
    expect(refused.code).not.toBe(0);
    expect(JSON.stringify(refused)).toContain('衍生策略「模板1」未填写标题');
  });

  it('sends the account’s brand and a config made for the promotion', async () => {
    const account = w.accounts.bytedance[0] ?? '';
    const brand = await brandOf(account);
    const { list } = await read<Paged<Strategy>>('strategyList', {
      advertiser_id: account,
      strategy_types: 'Horizontal2Vertical',
    });
    const strategy = list[0];
    if (!strategy) throw new Error('no strategy');
    const chosen = {
      strategy_id: strategy.strategy_id,
      strategy_name: strategy.strategy_name,
      states: strategy.state_list.map((s) => ({
        key: s.state_key,
        name: s.state_name,
        type: s.state_type,
        value: s.state_type === 'Text' ? '限时福利' : 'https://cdn.example/bg/1.jpeg',
      })),
    };
    const before = state().autoGenerateConfigs.values().length;
    const sent = await submitAndRun(
      draftOf(
        account,
        '巨量品牌衍生',
        { creative_auto_generate_switch: 'ON', auto_generate_strategies: [chosen] },
        brand,
      ),
    );
    expect(
      sent.map((i) => i.status),
      JSON.stringify(sent),
    ).toEqual(['succeeded']);
    const [promotion] = promotionsNamed(account, '巨量品牌衍生');
    expect(promotion?.wire).toMatchObject({
      brand_info: {
        cdp_brand_id: BigInt(brand.cdp_brand_id),
        cdp_brand_name: brand.cdp_brand_name,
      },
      creative_auto_generate_switch: 'ON',
    });
    const configs = state().autoGenerateConfigs.values().slice(before);
    expect(configs).toHaveLength(1);
    expect(configs[0]?.advertiserId).toBe(Number(account));
    expect(configs[0]?.strategies.map((s) => s.strategy_id)).toEqual([strategy.strategy_id]);
    expect(promotion?.wire.config_id).toBe(BigInt(configs[0]?.configId ?? 0));

    // The promotion's edit page shows both, read from the medium.
    const edit = await w.t.call<EditObjectAnswer>({
      method: 'GET',
      url: `/api/edit/editTtV3/promotion/${String(promotion?.id)}`,
      token: w.rootToken,
    });
    expect(edit.code, JSON.stringify(edit)).toBe(0);
    expect(edit.data.shown).toEqual([
      { label: '品牌', value: `${brand.cdp_brand_name}（${brand.cdp_brand_id}）` },
      { label: '衍生创意', value: `开启（配置 ${String(configs[0]?.configId)}）` },
    ]);
  });

  it('fails the row with the medium’s reason when the brand is another account’s', async () => {
    const [mine = '', other = ''] = w.accounts.bytedance;
    const theirs = await brandOf(other);
    const refused = await submitAndRun(draftOf(mine, '巨量他人品牌', {}, theirs));
    expect(refused[0]?.status).toBe('failed');
    expect(refused[0]?.error_message).toContain(
      `品牌 ${theirs.cdp_brand_id} 不存在或不属于该广告主`,
    );
    expect(promotionsNamed(mine, '巨量他人品牌')).toEqual([]);
  });
});
