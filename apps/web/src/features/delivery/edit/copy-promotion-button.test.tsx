import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubMatchMedia } from '../../../test/stub-match-media';
import { CopyPromotionButton, defaultCopyName } from './copy-promotion-button';
import type { EditRow } from './edit-row';
import { Providers, SLOW, stubResizeObserver } from './test-support';

beforeAll(stubMatchMedia);
beforeEach(stubResizeObserver);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const AD: EditRow = {
  key: '101',
  id: '101',
  name: '三国-安卓-01',
  advertiser_id: '1700000000000001',
  pricing: 'PRICING_OCPM',
  creative_count: 3,
};

const titles = (count: number) => Array.from({ length: count }, (_, i) => `标题${i + 1}`);

function renderButton(row: EditRow, sourceTitles: string[] = []) {
  const onCopy = vi.fn(() => Promise.resolve());
  render(
    <Providers>
      <CopyPromotionButton row={row} titles={sourceTitles} onCopy={onCopy} />
    </Providers>,
  );
  fireEvent.click(screen.getByRole('button', { name: /复\s*制/ }));
  return onCopy;
}

describe('CopyPromotionButton', () => {
  it.each(['PRICING_CPC', 'PRICING_CPM', null])('refuses an ad priced %s', async (pricing) => {
    renderButton({ ...AD, pricing });
    expect(
      await screen.findByText('只有推广目的为行动转化-应用推广的计划才可复制!', {}, SLOW),
    ).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('refuses an ad without creatives', async () => {
    renderButton({ ...AD, pricing: 'PRICING_OCPC', creative_count: 0 });
    expect(await screen.findByText('该广告计划还没有创意', {}, SLOW)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('takes at most 10 titles', async () => {
    const onCopy = renderButton(AD, titles(11));
    await screen.findByRole('dialog', {}, SLOW);
    fireEvent.click(screen.getAllByRole('button', { name: /复\s*制/ }).at(-1) ?? document.body);
    expect(await screen.findByText('标题最多10个', {}, SLOW)).toBeTruthy();
    expect(onCopy).not.toHaveBeenCalled();
  });

  it('copies with the name and the titles', async () => {
    const onCopy = renderButton(AD, titles(10));
    await screen.findByRole('dialog', {}, SLOW);
    fireEvent.click(screen.getAllByRole('button', { name: /复\s*制/ }).at(-1) ?? document.body);
    await waitFor(() => expect(onCopy).toHaveBeenCalled(), SLOW);
    expect(onCopy).toHaveBeenCalledWith({
      advertiser_id: '1700000000000001',
      promotion_id: '101',
      name: '三国-安卓-01-复制',
      titles: titles(10),
    });
  });
});

describe('defaultCopyName', () => {
  it('adds the suffix and keeps within the 50 characters the server takes', () => {
    expect(defaultCopyName('山海异闻录-广告01')).toBe('山海异闻录-广告01-复制');
    const long = defaultCopyName('广'.repeat(60));
    expect([...long]).toHaveLength(50);
    expect(long.endsWith('-复制')).toBe(true);
  });
});
