import type { RegionTargeting } from '@toufang/contracts';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { componentEnv } from '../test/component-env';
import type { RegionMedium } from '@toufang/domain';
import { RegionPicker } from './region-picker';

componentEnv();

function Harness({
  initial,
  medium,
}: {
  initial?: Partial<RegionTargeting>;
  medium?: RegionMedium;
}) {
  const [value, setValue] = useState<Partial<RegionTargeting> | undefined>(initial);
  return (
    <>
      <RegionPicker medium={medium} value={value} onChange={setValue} />
      <output aria-label="值">
        {value ? `${value.district}:${(value.city ?? []).join(',')}:${value.location_type}` : ''}
      </output>
    </>
  );
}
const chosen = () => screen.getByLabelText('值').textContent;
const node = (name: string) => screen.getByTitle(name);

describe('RegionPicker (Ocean Engine 地域)', () => {
  it('starts at 不限 and switches to 按省市区县 with every user of the regions', async () => {
    render(<Harness />);
    expect(screen.queryByLabelText('搜索地域')).toBeNull();
    fireEvent.click(screen.getByText('按省市区县'));
    expect(chosen()).toBe('CITY::ALL');
    expect(
      await screen.findByText('地域选择了按省市区县，请至少选择一个省份、城市或区县'),
    ).toBeTruthy();
  });

  it('picks a county from the search, folds it into its city and unfolds a chosen city', async () => {
    render(<Harness initial={{ district: 'CITY', city: [], location_type: 'ALL' }} />);
    fireEvent.change(screen.getByRole('textbox', { name: '搜索地域' }), {
      target: { value: '天河' },
    });
    fireEvent.click(await screen.findByTitle('天河区'));
    expect(chosen()).toBe('CITY:440106:ALL');
    expect(screen.getByLabelText('已选地域').textContent).toBe('广州市天河区');
    fireEvent.change(screen.getByRole('textbox', { name: '搜索地域' }), {
      target: { value: '广州' },
    });
    // The matching city shows closed, with all its counties under it; ticking it chooses it whole.
    expect(screen.queryByTitle('越秀区')).toBeNull();
    fireEvent.click(node('广州市'));
    const row = node('广州市').closest('.ant-tree-treenode');
    fireEvent.click(row?.querySelector('.ant-tree-switcher') as Element);
    expect(screen.getByTitle('越秀区')).toBeTruthy();
    expect(chosen()).toBe('CITY:440100:ALL');
    fireEvent.click(node('越秀区'));
    const ids = chosen()?.split(':')[1]?.split(',') ?? [];
    expect(ids).toHaveLength(10);
    expect(ids).toContain('440106');
    expect(ids).not.toContain('440104');
    expect(screen.getByLabelText('已选地域数').textContent).toBe('已选 10 个');
  });

  it('names a county and refuses it with its own city', async () => {
    render(
      <Harness initial={{ district: 'CITY', city: [440100, 440106], location_type: 'ALL' }} />,
    );
    expect(
      await screen.findByText('已选择「广州市」全市，不能再单独选择其下的区县：天河区'),
    ).toBeTruthy();
    expect(screen.getByText('广州市天河区')).toBeTruthy();
  });

  it('ticks a whole province, then unticks one of its cities from the search', () => {
    render(<Harness initial={{ district: 'CITY', city: [], location_type: 'ALL' }} />);
    fireEvent.click(node('广东省'));
    expect(chosen()).toBe('CITY:44:ALL');
    expect(screen.getByLabelText('已选地域').textContent).toBe('广东省（全省）');
    fireEvent.change(screen.getByRole('textbox', { name: '搜索地域' }), {
      target: { value: '深圳' },
    });
    expect(screen.queryByTitle('广州市')).toBeNull();
    fireEvent.click(node('深圳市'));
    const ids = chosen()?.split(':')[1]?.split(',') ?? [];
    expect(ids).toHaveLength(20);
    expect(ids).not.toContain('44');
    expect(ids).not.toContain('440300');
    expect(screen.getByLabelText('已选地域数').textContent).toBe('已选 20 个');
  });

  it('picks cities, takes the user kind, removes from 已选 and clears', () => {
    render(<Harness initial={{ district: 'CITY', city: [], location_type: 'ALL' }} />);
    fireEvent.click(node('北京市'));
    fireEvent.change(screen.getByRole('textbox', { name: '搜索地域' }), {
      target: { value: '石家庄' },
    });
    fireEvent.click(node('石家庄市'));
    fireEvent.click(screen.getByText('正在该地区的用户'));
    expect(chosen()).toBe('CITY:11,130100:CURRENT');
    const tag = screen.getByText('北京市（全省）').closest('.ant-tag');
    fireEvent.click(tag?.querySelector('.ant-tag-close-icon') as Element);
    expect(chosen()).toBe('CITY:130100:CURRENT');
    fireEvent.click(screen.getByRole('button', { name: '清空地域' }));
    expect(chosen()).toBe('CITY::CURRENT');
  });

  it('names an unknown code in 已选 and refuses it', async () => {
    render(<Harness initial={{ district: 'CITY', city: [99], location_type: 'ALL' }} />);
    expect(await screen.findByText('地域编码不存在：99')).toBeTruthy();
    expect(screen.getByText('未知地域 99')).toBeTruthy();
  });

  it("offers only the medium's users' kinds: Kuaishou has no 旅行 users", () => {
    render(
      <Harness
        medium="kuaishou"
        initial={{ district: 'CITY', city: [31], location_type: 'ALL' }}
      />,
    );
    expect(screen.getByText('居住在该地区的用户')).toBeTruthy();
    expect(screen.queryByText('到该地区旅行的用户')).toBeNull();
    fireEvent.click(screen.getByText('正在该地区的用户'));
    expect(chosen()).toBe('CITY:31:CURRENT');
  });
});
