import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubMatchMedia } from '../../../test/stub-match-media';
import { tabOf, type DeliveryDefinition } from '../delivery-definition';
import {
  Providers,
  SLOW,
  stubApi,
  stubResizeObserver,
  type Answer,
  type ApiCall,
} from '../edit/test-support';
import { KUAISHOU_DELIVERY } from '../kuaishou-definition';
import { TENCENT_V3_DELIVERY } from '../tencent-v3-definition';
import { AuditAdviceDrawer } from './audit-advice-drawer';

// The audit advice of the Kuaishou and Tencent v3 screens, from each tab's advice source.

beforeAll(stubMatchMedia);
beforeEach(stubResizeObserver);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const TARGET = { advertiserId: '1700000000000001', id: '51', name: '被拒对象', detail: null };

function renderDrawer(
  definition: DeliveryDefinition,
  key: string,
  target: typeof TARGET | (Omit<typeof TARGET, 'detail'> & { detail: string }),
  routes: Record<string, (call: ApiCall) => Answer> = {},
) {
  const calls = stubApi(routes);
  const tab = tabOf(definition, key);
  render(
    <Providers>
      <AuditAdviceDrawer source={tab.advice} target={target} title={tab.title} onClose={vi.fn()} />
    </Providers>,
  );
  return calls;
}

describe('the audit advice of a Kuaishou unit', () => {
  it('shows the unit’s review_detail without a call', async () => {
    const calls = renderDrawer(KUAISHOU_DELIVERY, 'unit', {
      ...TARGET,
      detail: '素材含有违规承诺用语',
    });
    expect(await screen.findByText('素材含有违规承诺用语', {}, SLOW)).toBeTruthy();
    expect(screen.getByText('广告组')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('says 审核建议不存在 when the medium gave no reason', async () => {
    renderDrawer(KUAISHOU_DELIVERY, 'creative', TARGET);
    expect(await screen.findByText('审核建议不存在', {}, SLOW)).toBeTruthy();
  });
});

describe('the audit advice of a Tencent v3 adgroup', () => {
  it('reads its creatives’ review results and names each creative', async () => {
    const calls = renderDrawer(TENCENT_V3_DELIVERY, 'adgroup', TARGET, {
      'GET /tencent/v3/adgroup/rejectreason': () => ({
        data: {
          list: [
            {
              promotion_id: '9001',
              project_id: null,
              promotion_reject: [],
              items: [
                {
                  type: 'CREATIVE_TITLE',
                  item: '充值立返百倍',
                  suggestion: [],
                  reject_reason: ['标题含有夸大宣传，请修改标题'],
                  reject_item: '充值立返百倍',
                  video_id: null,
                },
              ],
            },
          ],
        },
      }),
    });
    expect(await screen.findByText('标题含有夸大宣传，请修改标题', {}, SLOW)).toBeTruthy();
    expect(screen.getByText('创意ID：9001')).toBeTruthy();
    expect(screen.getByText('充值立返百倍')).toBeTruthy();
    const [call] = calls.filter((c) => c.path === '/tencent/v3/adgroup/rejectreason');
    expect(call?.query.get('advertiser_id')).toBe(TARGET.advertiserId);
    expect(call?.query.get('ids')).toBe('51');
  });
});
