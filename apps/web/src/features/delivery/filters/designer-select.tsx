import { Select } from 'antd';
import { designerLabel, useDesignerOptions } from './designer-options';

export interface DesignerSelectProps {
  /** `users.id` of the chosen designers, as the report filter `designer` takes them. */
  value: number[];
  onChange: (value: number[]) => void;
}

/**
 * The designer filter (spec 001 §7 `designer`): enabled designers searched by name or user name.
 * An id no longer listed (a route preset, a designer disabled since) stays chosen, shown by id.
 */
export function DesignerSelect({ value, onChange }: DesignerSelectProps) {
  const query = useDesignerOptions();
  const designers = query.data?.designers ?? [];
  const listed = new Set(designers.map((designer) => designer.id));
  const options = [
    ...designers.map((designer) => ({ value: designer.id, label: designerLabel(designer) })),
    ...value.filter((id) => !listed.has(id)).map((id) => ({ value: id, label: `设计师ID ${id}` })),
  ];
  const empty = query.isPending
    ? '加载中…'
    : query.isError
      ? '设计师加载失败'
      : designers.length === 0
        ? '暂无设计师'
        : '没有匹配的设计师';

  return (
    <Select<number[]>
      mode="multiple"
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      maxTagCount="responsive"
      placeholder="设计师"
      aria-label="设计师"
      style={{ width: 200 }}
      loading={query.isPending}
      notFoundContent={empty}
      value={value}
      onChange={onChange}
      options={options}
    />
  );
}
