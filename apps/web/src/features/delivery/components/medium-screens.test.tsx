import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { KUAISHOU_DELIVERY } from '../kuaishou-definition';
import { TENCENT_V3_DELIVERY } from '../tencent-v3-definition';
import { setUpDeliveryDom } from '../test/dom-setup';
import { renderScreen } from '../test/render-screen';
import { ACCOUNT, reportPage, stubDeliveryApi } from '../test/fake-api';
import type { ApiCall } from '../test/fake-api';
import { KS_CAMPAIGN, KS_UNIT, objectRow, TX_ADGROUP } from '../test/object-rows';

// The Kuaishou and Tencent v3 screens are the feed's screen driven by their definitions: the
// contracts' tabs in order, the medium's labels, drill-down keys and write paths.

setUpDeliveryDom();
vi.setConfig({ testTimeout: 60_000 });

/** A creative its programmatic package generated (its unit's unit_type 7). */
const KS_PROGRAM_CREATIVE = objectRow({
  id: '9300001',
  name: '快手程序化创意包',
  level: 3,
  ad: { id: KS_UNIT.id, name: KS_UNIT.name },
  campaign: { id: KS_CAMPAIGN.id, name: KS_CAMPAIGN.name },
  status: '52',
  opt_status: 'ENABLE',
  extra: { unit_type: '7', put_status: '1' },
});

let calls: ApiCall[];

beforeEach(() => {
  window.localStorage.clear();
  calls = stubDeliveryApi({
    '/api/kuaishou/advertiser/reports': () => reportPage([ACCOUNT]),
    '/api/kuaishou/campaign/reports': () => reportPage([KS_CAMPAIGN]),
    '/api/kuaishou/unit/reports': () => reportPage([KS_UNIT]),
    '/api/kuaishou/creative/reports': () => reportPage([KS_PROGRAM_CREATIVE]),
    '/api/tencent/advertiser/reports': () => reportPage([ACCOUNT]),
    '/api/tencent/v3/adgroup/reports': () => reportPage([TX_ADGROUP]),
    '/api/tencent/v3/dynamic_creative/reports': () => reportPage([]),
  });
});

const bodies = (path: string) =>
  calls.filter((call) => call.path === path).map((call) => call.body ?? {});
const activePanel = () => within(screen.getByRole('tabpanel'));

/** The first page of a screen: its settings, columns and report load together on a busy machine. */
const FIRST_LOAD = { timeout: 30_000 };

const KS_ABILITIES = ['advertiser:list', 'kuaishou:unit:reports', 'ad:updatestatus'];

describe('the Kuaishou screen', () => {
  it('lists its tabs in order and drills from an account to its campaigns to their units', async () => {
    renderScreen(KUAISHOU_DELIVERY, KS_ABILITIES);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      '账户',
      '广告计划',
      '广告组',
      '创意',
    ]);
    fireEvent.click(
      await screen.findByRole(
        'button',
        { name: `查看广告计划：${ACCOUNT.advertiser_name}` },
        FIRST_LOAD,
      ),
    );
    expect(await screen.findByText(KS_CAMPAIGN.name)).toBeTruthy();
    expect(bodies('/api/kuaishou/campaign/reports').at(-1)).toMatchObject({
      advertiser_ids: [ACCOUNT.advertiser_id],
    });
    expect(activePanel().getByText('有效')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: `查看广告组：${KS_CAMPAIGN.name}` }));
    expect(await screen.findByText(KS_UNIT.name)).toBeTruthy();
    expect(bodies('/api/kuaishou/unit/reports').at(-1)).toMatchObject({
      campaign_id: [KS_CAMPAIGN.id],
    });
    expect(screen.getByText(`广告计划：${KS_CAMPAIGN.name}（${KS_CAMPAIGN.id}）`)).toBeTruthy();
    const row = within(screen.getByText(KS_UNIT.name).closest('tr') as HTMLElement);
    expect(row.getByText('审核未通过')).toBeTruthy();
    expect(row.getByText('程序化创意')).toBeTruthy();
    expect(row.getByText('付费')).toBeTruthy();
    expect(row.getByText('审核建议')).toBeTruthy();
  });

  it('switches a unit on through the Kuaishou status call', async () => {
    renderScreen(KUAISHOU_DELIVERY, KS_ABILITIES);
    fireEvent.click(await screen.findByRole('tab', { name: '广告组' }));
    await screen.findByText(KS_UNIT.name, undefined, FIRST_LOAD);
    fireEvent.click(activePanel().getByRole('switch', { name: '开关：暂停' }));
    await waitFor(() =>
      expect(bodies('/api/kuaishou/unit/updatestatus')).toEqual([
        {
          items: [{ advertiser_id: KS_UNIT.advertiser_id, unit_id: KS_UNIT.id }],
          opt_status: 'ENABLE',
        },
      ]),
    );
  });
  it('pauses a programmatic creative through the creative status call', async () => {
    renderScreen(KUAISHOU_DELIVERY, KS_ABILITIES);
    fireEvent.click(await screen.findByRole('tab', { name: '创意' }));
    await screen.findByText(KS_PROGRAM_CREATIVE.name, undefined, FIRST_LOAD);
    const row = within(screen.getByText(KS_PROGRAM_CREATIVE.name).closest('tr') as HTMLElement);
    expect(row.getByText('程序化创意')).toBeTruthy();
    fireEvent.click(row.getByRole('switch', { name: '开关：启用' }));
    await waitFor(() =>
      expect(bodies('/api/kuaishou/creative/updatestatus')).toEqual([
        {
          items: [
            {
              advertiser_id: KS_PROGRAM_CREATIVE.advertiser_id,
              creative_id: KS_PROGRAM_CREATIVE.id,
            },
          ],
          opt_status: 'DISABLE',
        },
      ]),
    );
  });
});

describe('the Tencent v3 screen', () => {
  it('has no campaign tab and drills from an adgroup to its creatives', async () => {
    renderScreen(TENCENT_V3_DELIVERY, ['advertiser:list', 'tencent:v3:adgroup:reports']);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      '账户',
      '广告',
      '创意',
    ]);
    fireEvent.click(await screen.findByRole('tab', { name: '广告' }));
    const row = within(
      (await screen.findByText(TX_ADGROUP.name, undefined, FIRST_LOAD)).closest(
        'tr',
      ) as HTMLElement,
    );
    expect(row.getByText('开启')).toBeTruthy();
    expect(row.getByText('投放中')).toBeTruthy();
    fireEvent.click(row.getByRole('button', { name: `查看创意：${TX_ADGROUP.name}` }));
    await waitFor(() =>
      expect(bodies('/api/tencent/v3/dynamic_creative/reports').at(-1)).toMatchObject({
        adgroup_id: [TX_ADGROUP.id],
      }),
    );
  });
});
