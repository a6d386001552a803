import type { DesignerOption, MaterialTagsData } from '@toufang/contracts';
import { Select, Space } from 'antd';
import { SearchInput } from '../../../components/search-input';
import { SORT_OPTIONS, type SortKey } from '../material-filters';

export interface MaterialFilterValues {
  name: string;
  type?: string;
  designer?: number;
  tag?: string;
  is_new?: string;
  is_public?: string;
  sort: SortKey;
}

export const EMPTY_FILTERS: MaterialFilterValues = { name: '', sort: 'created_at:desc' };

export interface MaterialFilterBarProps {
  value: MaterialFilterValues;
  onChange: (patch: Partial<MaterialFilterValues>) => void;
  designers: readonly DesignerOption[];
  tags: MaterialTagsData['tags'];
}

const option = (value: string, label: string) => ({ value, label });

/** The library's search, filters and order. */
export function MaterialFilterBar({ value, onChange, designers, tags }: MaterialFilterBarProps) {
  return (
    <Space wrap>
      <SearchInput
        placeholder="素材名称"
        value={value.name}
        onChange={(name) => onChange({ name })}
        width={180}
      />
      <Select
        allowClear
        placeholder="类型"
        style={{ width: 100 }}
        value={value.type}
        onChange={(type) => onChange({ type })}
        options={[option('image', '图片'), option('video', '视频'), option('image_text', '图文')]}
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
        placeholder="标签"
        style={{ width: 140 }}
        value={value.tag}
        onChange={(tag) => onChange({ tag })}
        options={tags.map((t) => option(t.name, `${t.name}（${t.count}）`))}
      />
      <Select
        allowClear
        placeholder="新素材"
        style={{ width: 100 }}
        value={value.is_new}
        onChange={(isNew) => onChange({ is_new: isNew })}
        options={[option('1', '新素材'), option('0', '非新素材')]}
      />
      <Select
        allowClear
        placeholder="公开"
        style={{ width: 100 }}
        value={value.is_public}
        onChange={(isPublic) => onChange({ is_public: isPublic })}
        options={[option('1', '公开'), option('0', '私有')]}
      />
      <Select
        aria-label="排序"
        style={{ width: 180 }}
        value={value.sort}
        onChange={(sort) => onChange({ sort })}
        options={[...SORT_OPTIONS]}
      />
    </Space>
  );
}
