import type { KeywordInput, KeywordMedium } from '@toufang/contracts';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { componentEnv, stubApi } from '../test/component-env';
import { KeywordPicker } from './keyword-picker';

componentEnv();

function Harness({
  advertiserId,
  medium = 'bytedance',
}: {
  advertiserId?: string;
  medium?: KeywordMedium;
}) {
  const [value, setValue] = useState<KeywordInput[]>([]);
  return (
    <>
      <KeywordPicker
        medium={medium}
        advertiserId={advertiserId}
        appName="热血传奇"
        value={value}
        onChange={setValue}
      />
      <output aria-label="选中">{value.map((k) => `${k.word}:${k.match_type}`).join('|')}</output>
    </>
  );
}
const chosen = () => screen.getByLabelText('选中').textContent;
const button = (name: string) => screen.getByRole('button', { name: new RegExp(name) });

describe('KeywordPicker (spec 002 §3 search keywords, §7 keyword suggest)', () => {
  it('adds typed words as 短语匹配 and refuses one over the medium’s limits with the reason', () => {
    stubApi({});
    render(<Harness />);
    expect(screen.getByText(/每个项目最多 1000 个关键词，每个不超过 20 个字/)).toBeTruthy();
    const input = screen.getByRole('textbox', { name: '输入关键词' });
    fireEvent.change(input, { target: { value: '传奇手游, 传奇下载' } });
    fireEvent.click(button('添\\s?加'));
    expect(chosen()).toBe('传奇手游:PHRASE|传奇下载:PHRASE');
    fireEvent.change(input, { target: { value: `传奇手游 ${'长'.repeat(21)}` } });
    fireEvent.click(button('添\\s?加'));
    expect(screen.getByText('关键词「传奇手游」重复')).toBeTruthy();
    expect(screen.getByText(`关键词「${'长'.repeat(21)}」超过 20 个字`)).toBeTruthy();
    expect(chosen()).toBe('传奇手游:PHRASE|传奇下载:PHRASE');
    expect((button('推荐关键词') as HTMLButtonElement).disabled).toBe(true);
  });

  it('states and checks a legacy v2 ad’s limits, per 计划', () => {
    stubApi({});
    render(<Harness medium="bytedance_v2" />);
    expect(screen.getByText(/每个计划最多 1000 个关键词，每个不超过 20 个字/)).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: '输入关键词' }), {
      target: { value: '长'.repeat(21) },
    });
    fireEvent.click(button('添\\s?加'));
    expect(screen.getByText(`关键词「${'长'.repeat(21)}」超过 20 个字`)).toBeTruthy();
    expect(chosen()).toBe('');
  });

  it('suggests words for the account and adds the one picked', async () => {
    const calls = stubApi({
      'GET /api/bytedance/keyword/suggest': () => ({
        list: [
          { keyword: '传奇手游', msv: 9000 },
          { keyword: '传奇官网', msv: 500 },
        ],
      }),
    });
    render(<Harness advertiserId="1778092882805503" />);
    fireEvent.change(screen.getByRole('textbox', { name: '输入关键词' }), {
      target: { value: '传奇' },
    });
    fireEvent.click(button('推荐关键词'));
    await waitFor(() => expect(screen.getByText('传奇官网（月搜索 500）')).toBeTruthy());
    expect(calls[0]?.url.searchParams.get('advertiser_id')).toBe('1778092882805503');
    expect(calls[0]?.url.searchParams.get('words')).toBe('传奇');
    expect(calls[0]?.url.searchParams.get('app_name')).toBe('热血传奇');
    fireEvent.click(screen.getByText('传奇官网（月搜索 500）'));
    expect(chosen()).toBe('传奇官网:PHRASE');
  });
});
