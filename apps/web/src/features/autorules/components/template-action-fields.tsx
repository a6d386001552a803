import { useQuery } from '@tanstack/react-query';
import type { AutoruleAction } from '@toufang/contracts';
import type { RuleCreationFamily } from '@toufang/domain';
import { InputNumber, Select } from 'antd';
import { AUTORULE_KEYS, listCreationTemplates } from '../api';

/** Objects kept delivering per account when a template is first picked. */
const KEEP_RUNNING_DEFAULT = 3;

/**
 * 按模板新建: the creation template (the wizard's templates of the medium) the missing objects are
 * built from, and how many each account keeps delivering.
 */
export function TemplateActionFields({
  family,
  levelName,
  action,
  onChange,
}: {
  family: RuleCreationFamily;
  levelName: string;
  action: AutoruleAction;
  onChange: (a: AutoruleAction) => void;
}) {
  const templates = useQuery({
    queryKey: AUTORULE_KEYS.templates(family),
    queryFn: ({ signal }) => listCreationTemplates(family, signal),
  });
  const template = action.template ?? null;
  const options = (templates.data?.list ?? []).map((t) => ({
    value: t.id,
    label: t.template_name,
  }));
  if (template && !options.some((o) => o.value === template.id)) {
    options.unshift({ value: template.id, label: template.name || `模板 ${template.id}` });
  }
  return (
    <>
      <Select
        aria-label="创建模板"
        placeholder="选择创建模板"
        style={{ width: 220 }}
        showSearch={{ optionFilterProp: 'label' }}
        loading={templates.isLoading}
        notFoundContent={templates.isLoading ? '加载中…' : '暂无模板，请先在批量创建中保存模板'}
        value={template?.id}
        options={options}
        onChange={(id: number) =>
          onChange({
            ...action,
            template: {
              id,
              name: options.find((o) => o.value === id)?.label ?? '',
              keep_running: template?.keep_running ?? KEEP_RUNNING_DEFAULT,
            },
          })
        }
      />
      {template && (
        <InputNumber
          aria-label="保持在投数量"
          min={1}
          precision={0}
          style={{ width: 200 }}
          prefix="每账户保持在投"
          suffix={`个${levelName}`}
          value={template.keep_running}
          onChange={(v) => onChange({ ...action, template: { ...template, keep_running: v ?? 1 } })}
        />
      )}
    </>
  );
}
