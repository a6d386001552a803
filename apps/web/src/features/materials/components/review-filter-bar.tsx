import type { DesignerOption } from '@toufang/contracts';
import { DatePicker, Select } from 'antd';
import dayjs from 'dayjs';
import { SearchInput } from '../../../components/search-input';

const DAY = 'YYYY-MM-DD';

export interface ReviewFilterValues {
  keyword: string;
  scope: 'all' | 'mine';
  designer?: number;
  gad_cfg_game_id?: number;
  type?: string;
  /** Upload days, Asia/Shanghai. */
  dates?: [string, string];
}

export const EMPTY_REVIEW_FILTERS: ReviewFilterValues = { keyword: '', scope: 'all' };

export interface ReviewFilterBarProps {
  value: ReviewFilterValues;
  onChange: (patch: Partial<ReviewFilterValues>) => void;
  designers: readonly DesignerOption[];
  games: readonly { value: number; label: string }[];
  minePending: number;
}

/** The review queue's filters: whose tasks, designer, game, type, upload days and a keyword. */
export function ReviewFilterBar({
  value,
  onChange,
  designers,
  games,
  minePending,
}: ReviewFilterBarProps) {
  return (
    <>
      <Select
        aria-label="审核范围"
        style={{ width: 150 }}
        value={value.scope}
        onChange={(scope) => onChange({ scope })}
        options={[
          { value: 'all', label: '全部素材' },
          { value: 'mine', label: `分配给我（待审 ${minePending}）` },
        ]}
      />
      <SearchInput
        placeholder="素材名称或标签"
        value={value.keyword}
        onChange={(keyword) => onChange({ keyword })}
        width={180}
      />
      <Select
        allowClear
        showSearch
        optionFilterProp="label"
        placeholder="设计师"
        style={{ width: 140 }}
        value={value.designer}
        onChange={(designer) => onChange({ designer })}
        options={designers.map((d) => ({ value: d.id, label: d.nick_name }))}
      />
      <Select
        allowClear
        showSearch
        optionFilterProp="label"
        placeholder="游戏"
        style={{ width: 160 }}
        value={value.gad_cfg_game_id}
        onChange={(game) => onChange({ gad_cfg_game_id: game })}
        options={[...games]}
      />
      <Select
        allowClear
        placeholder="类型"
        style={{ width: 100 }}
        value={value.type}
        onChange={(type) => onChange({ type })}
        options={[
          { value: 'image', label: '图片' },
          { value: 'video', label: '视频' },
        ]}
      />
      <DatePicker.RangePicker
        aria-label="上传日期"
        placeholder={['上传日期起', '上传日期止']}
        style={{ width: 260 }}
        value={value.dates ? [dayjs(value.dates[0]), dayjs(value.dates[1])] : null}
        onChange={(range) => {
          const [from, to] = range ?? [];
          onChange({ dates: from && to ? [from.format(DAY), to.format(DAY)] : undefined });
        }}
      />
    </>
  );
}
