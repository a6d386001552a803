import type { MediumKey, TitleCreatorsData, TitleTagsData } from '@toufang/contracts';
import { DatePicker, InputNumber, Select, Space } from 'antd';
import dayjs from 'dayjs';
import { SearchInput } from '../../../components/search-input';
import { MEDIUM_NAMES } from '../title-format';

export interface TitleFilterValues {
  keyword: string;
  gad_cfg_game_id?: number;
  tag?: string;
  created_by?: number;
  medium?: MediumKey;
  length_min?: number;
  length_max?: number;
  /** The performance columns' range; the server's last 7 days when unset. */
  start_date?: string;
  end_date?: string;
}

export const EMPTY_TITLE_FILTERS: TitleFilterValues = { keyword: '' };

export interface TitleFilterBarProps {
  value: TitleFilterValues;
  onChange: (patch: Partial<TitleFilterValues>) => void;
  games: readonly { value: number; label: string }[];
  tags: TitleTagsData['list'];
  creators: TitleCreatorsData['list'];
  /** The range the list answered with, shown when none is chosen. */
  shownRange?: { start: string; end: string };
}

const MEDIA: MediumKey[] = ['bytedance', 'kuaishou', 'tencent'];

/** The library's search and filters: game, tag, creator, medium, length and the stats dates. */
export function TitleFilterBar({
  value,
  onChange,
  games,
  tags,
  creators,
  shownRange,
}: TitleFilterBarProps) {
  const start = value.start_date ?? shownRange?.start;
  const end = value.end_date ?? shownRange?.end;
  return (
    <Space wrap>
      <SearchInput
        placeholder="标题关键词"
        value={value.keyword}
        onChange={(keyword) => onChange({ keyword })}
        width={180}
      />
      <Select
        allowClear
        showSearch
        optionFilterProp="label"
        placeholder="游戏"
        style={{ width: 180 }}
        value={value.gad_cfg_game_id}
        onChange={(id) => onChange({ gad_cfg_game_id: id })}
        options={[...games]}
      />
      <Select
        allowClear
        showSearch
        placeholder="标签"
        style={{ width: 130 }}
        value={value.tag}
        onChange={(tag) => onChange({ tag })}
        options={tags.map((t) => ({ value: t.tag, label: `${t.tag}（${t.count}）` }))}
      />
      <Select
        allowClear
        showSearch
        optionFilterProp="label"
        placeholder="创建人"
        style={{ width: 130 }}
        value={value.created_by}
        onChange={(id) => onChange({ created_by: id })}
        options={creators.map((c) => ({ value: c.id, label: c.name }))}
      />
      <Select
        allowClear
        placeholder="适用媒体"
        style={{ width: 120 }}
        value={value.medium}
        onChange={(medium) => onChange({ medium })}
        options={MEDIA.map((m) => ({ value: m, label: MEDIUM_NAMES[m] }))}
      />
      <Space.Compact>
        <InputNumber
          min={0}
          precision={0}
          placeholder="最少字数"
          style={{ width: 96 }}
          value={value.length_min}
          onChange={(n) => onChange({ length_min: n ?? undefined })}
        />
        <InputNumber
          min={0}
          precision={0}
          placeholder="最多字数"
          style={{ width: 96 }}
          value={value.length_max}
          onChange={(n) => onChange({ length_max: n ?? undefined })}
        />
      </Space.Compact>
      <DatePicker.RangePicker
        allowClear={false}
        placeholder={['数据开始日期', '数据结束日期']}
        value={start && end ? [dayjs(start), dayjs(end)] : null}
        onChange={(range) =>
          onChange({
            start_date: range?.[0]?.format('YYYY-MM-DD'),
            end_date: range?.[1]?.format('YYYY-MM-DD'),
          })
        }
      />
    </Space>
  );
}
