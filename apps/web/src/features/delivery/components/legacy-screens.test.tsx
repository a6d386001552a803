import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BYTEDANCE_V2_DELIVERY } from '../bytedance-v2-definition';
import { TENCENT_V2_DELIVERY } from '../tencent-v2-definition';
import { setUpDeliveryDom } from '../test/dom-setup';
import { renderScreen } from '../test/render-screen';
import { ACCOUNT, reportPage, stubDeliveryApi } from '../test/fake-api';
import type { ApiCall } from '../test/fake-api';
import { objectRow } from '../test/object-rows';

// The legacy screens (launchv2, launchQqV2) are the same screen driven by their definitions: the
// contracts' legacy tabs in order, the legacy families' status labels and audit advice, and the
// legacy write paths.

setUpDeliveryDom();
vi.setConfig({ testTimeout: 60_000 });

const V2_CAMPAIGN = objectRow({
  id: '7100000000000000001',
  name: '巨量广告组一',
  level: 1,
  status: 'CAMPAIGN_STATUS_ENABLE',
});
const V2_AD = objectRow({
  id: '7200000000000000001',
  name: '巨量计划被拒',
  level: 2,
  campaign: { id: V2_CAMPAIGN.id, name: V2_CAMPAIGN.name },
  status: 'AD_STATUS_AUDIT_DENY',
  delivery_status: 'audit_denied',
  audit_denied: true,
  opt_status: 'DISABLE',
  extra: { review_detail: '落地页与创意不符' },
});
const QQ_ADGROUP = objectRow({
  id: '8300001',
  name: '腾讯旧版广告',
  level: 2,
  campaign: { id: '8100001', name: '腾讯推广计划' },
  status: 'STATUS_ACTIVE_CAMPAIGN_LIMIT',
  delivery_status: 'budget_exhausted',
  extra: { configured_status: 'AD_STATUS_NORMAL' },
});

const QQ_AD = objectRow({
  id: '8400001',
  name: '腾讯旧版广告创意',
  level: 3,
  ad: { id: QQ_ADGROUP.id, name: QQ_ADGROUP.name },
  status: 'AD_STATUS_NORMAL',
  material_id: '60001',
  material_type: 'image',
  extra: {
    configured_status: 'AD_STATUS_NORMAL',
    title: '三国策略新服开启',
    thumbnail_url: 'https://sandbox.test/tencent/images/60001.jpg',
    material_url: 'https://sandbox.test/tencent/images/60001.jpg',
  },
});

let calls: ApiCall[];

beforeEach(() => {
  window.localStorage.clear();
  calls = stubDeliveryApi({
    '/api/bytedance/v3/advertiser/reports': () => reportPage([ACCOUNT]),
    '/api/bytedance/v2/campaign/reports': () => reportPage([V2_CAMPAIGN]),
    '/api/bytedance/v2/ad/reports': () => reportPage([V2_AD]),
    '/api/bytedance/v2/creative/reports': () => reportPage([]),
    '/api/tencent/advertiser/reports': () => reportPage([ACCOUNT]),
    '/api/tencent/campaign/reports': () => reportPage([]),
    '/api/tencent/adgroup/reports': () => reportPage([QQ_ADGROUP]),
    '/api/tencent/ad/reports': () => reportPage([QQ_AD]),
  });
});

const bodies = (path: string) =>
  calls.filter((call) => call.path === path).map((call) => call.body ?? {});
const activePanel = () => within(screen.getByRole('tabpanel'));

describe('the Ocean Engine legacy screen (launchv2)', () => {
  const abilities = ['advertiser:list', 'bytedance:campaign:reports', 'ad:updatestatus'];

  it('drills from a campaign to its ads with the v2 labels and the review’s reasons', async () => {
    renderScreen(BYTEDANCE_V2_DELIVERY, abilities);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      '账户',
      '广告组',
      '计划',
      '创意',
    ]);
    fireEvent.click(await screen.findByRole('tab', { name: '广告组' }));
    const campaign = within(
      (await screen.findByText(V2_CAMPAIGN.name)).closest('tr') as HTMLElement,
    );
    expect(campaign.getByText('启用')).toBeTruthy();
    fireEvent.click(campaign.getByRole('button', { name: `查看计划：${V2_CAMPAIGN.name}` }));
    const ad = within((await screen.findByText(V2_AD.name)).closest('tr') as HTMLElement);
    expect(bodies('/api/bytedance/v2/ad/reports').at(-1)).toMatchObject({
      campaign_id: [V2_CAMPAIGN.id],
    });
    expect(ad.getByText('审核不通过')).toBeTruthy();
    expect(ad.getByText('审核建议')).toBeTruthy();
  });

  it('filters ads by the v2 statuses the status column shows', async () => {
    renderScreen(BYTEDANCE_V2_DELIVERY, abilities);
    fireEvent.click(await screen.findByRole('tab', { name: '计划' }));
    await screen.findByText(V2_AD.name);
    fireEvent.mouseDown(activePanel().getByRole('combobox', { name: '状态' }));
    fireEvent.click(screen.getAllByTitle('计划暂停').at(-1) as HTMLElement);
    await waitFor(() =>
      expect(bodies('/api/bytedance/v2/ad/reports').at(-1)).toMatchObject({
        status: ['AD_STATUS_DISABLE'],
      }),
    );
  });

  it('changes an account day budget through the medium’s own account path', () => {
    const account = BYTEDANCE_V2_DELIVERY.tabs.find((tab) => tab.level === 0);
    expect(account?.edit.modify.map((item) => item.path)).toEqual([
      '/api/bytedance/advertiser/update_daily_budget',
    ]);
  });

  it('switches an ad on through the v2 ad status path', async () => {
    renderScreen(BYTEDANCE_V2_DELIVERY, abilities);
    fireEvent.click(await screen.findByRole('tab', { name: '计划' }));
    await screen.findByText(V2_AD.name);
    fireEvent.click(activePanel().getByRole('switch', { name: '开关：暂停' }));
    await waitFor(() =>
      expect(bodies('/api/ad/updatestatus')).toEqual([
        { items: [{ advertiser_id: V2_AD.advertiser_id, ad_id: V2_AD.id }], opt_status: 'ENABLE' },
      ]),
    );
  });
});

describe('the Tencent legacy screen (launchQqV2)', () => {
  it('lists campaigns, adgroups and ads, an adgroup with its v1.3 delivery state', async () => {
    renderScreen(TENCENT_V2_DELIVERY, ['advertiser:list', 'tencent:adgroup:reports']);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      '账户',
      '推广计划',
      '广告',
      '广告创意',
    ]);
    fireEvent.click(await screen.findByRole('tab', { name: '广告' }));
    const row = within((await screen.findByText(QQ_ADGROUP.name)).closest('tr') as HTMLElement);
    expect(row.getByText('广告被暂停（推广计划达日消耗上限）')).toBeTruthy();
    expect(row.getByText('开启')).toBeTruthy();
    fireEvent.click(row.getByRole('button', { name: `查看广告创意：${QQ_ADGROUP.name}` }));
    await waitFor(() =>
      expect(bodies('/api/tencent/ad/reports').at(-1)).toMatchObject({
        adgroup_id: [QQ_ADGROUP.id],
      }),
    );
  });

  it('filters adgroups by their v1.3 delivery state', async () => {
    renderScreen(TENCENT_V2_DELIVERY, ['advertiser:list', 'tencent:adgroup:reports']);
    fireEvent.click(await screen.findByRole('tab', { name: '广告' }));
    await screen.findByText(QQ_ADGROUP.name);
    fireEvent.mouseDown(activePanel().getByRole('combobox', { name: '状态' }));
    fireEvent.click(screen.getAllByTitle('暂停中').at(-1) as HTMLElement);
    await waitFor(() =>
      expect(bodies('/api/tencent/adgroup/reports').at(-1)).toMatchObject({
        system_status: ['STATUS_SUSPEND'],
      }),
    );
  });

  it('shows an ad’s creative material, its preview from the row without a file lookup', async () => {
    renderScreen(TENCENT_V2_DELIVERY, ['advertiser:list', 'tencent:adgroup:reports']);
    fireEvent.click(await screen.findByRole('tab', { name: '广告创意' }));
    const row = within((await screen.findByText(QQ_AD.name)).closest('tr') as HTMLElement);
    expect(row.getByText('三国策略新服开启')).toBeTruthy();
    expect(row.getByText('60001')).toBeTruthy();
    const cover = row.getByRole('img', { name: '三国策略新服开启' });
    expect(cover.getAttribute('src')).toBe(QQ_AD.extra.thumbnail_url);
    fireEvent.click(row.getByRole('button', { name: '预览素材：三国策略新服开启' }));
    expect(await screen.findByText('素材预览 - 三国策略新服开启')).toBeTruthy();
    expect(calls.some((call) => call.path.includes('material/url'))).toBe(false);
  });
});
