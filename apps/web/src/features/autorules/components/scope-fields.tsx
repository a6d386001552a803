import { AUTORULE_SCOPE_KINDS, type AutoruleScope } from '@toufang/contracts';
import {
  AUTORULE_MEDIUM_DEFS,
  SCOPE_KIND_LABELS,
  type AutoruleMedium,
  type RuleLevel,
} from '@toufang/domain';
import { Form, Input, Radio } from 'antd';
import { useState } from 'react';
import { AdvertiserPicker } from '../../../components/advertiser-picker/advertiser-picker';
import { parseIds } from '../rule-draft';

/** Which objects a rule checks: their level, then accounts, listed IDs or a name filter. */
export function ScopeFields({
  medium,
  scope,
  onChange,
}: {
  medium: AutoruleMedium;
  scope: AutoruleScope;
  onChange: (s: AutoruleScope) => void;
}) {
  const def = AUTORULE_MEDIUM_DEFS[medium];
  const levels = ([1, 2] as RuleLevel[]).flatMap((l) => {
    const level = def.levels[l];
    return level ? [{ value: l, label: level.name }] : [];
  });
  const [idsText, setIdsText] = useState(scope.object_ids.join('\n'));
  return (
    <>
      <Form.Item label="对象层级">
        <Radio.Group
          aria-label="对象层级"
          value={scope.level}
          options={levels}
          onChange={(e) => onChange({ ...scope, level: e.target.value as RuleLevel })}
        />
      </Form.Item>
      <Form.Item label="作用范围">
        <Radio.Group
          aria-label="作用范围"
          value={scope.kind}
          options={AUTORULE_SCOPE_KINDS.map((k) => ({ value: k, label: SCOPE_KIND_LABELS[k] }))}
          onChange={(e) => onChange({ ...scope, kind: e.target.value as AutoruleScope['kind'] })}
        />
      </Form.Item>
      {(scope.kind === 'accounts' || scope.kind === 'filter') && (
        <Form.Item
          label="账户"
          extra={
            scope.kind === 'filter'
              ? '不选账户时，筛选我负责的全部账户'
              : '账户下以后新建的对象也会被检查'
          }
        >
          <AdvertiserPicker
            platform={medium}
            width="100%"
            value={scope.advertiser_ids}
            onChange={(ids) => onChange({ ...scope, advertiser_ids: ids })}
            aria-label="监控账户"
          />
        </Form.Item>
      )}
      {scope.kind === 'objects' && (
        <Form.Item label="对象ID" extra="每行一个，也可用逗号或空格分隔">
          <Input.TextArea
            aria-label="对象ID"
            rows={3}
            value={idsText}
            onChange={(e) => {
              setIdsText(e.target.value);
              onChange({ ...scope, object_ids: parseIds(e.target.value) });
            }}
          />
        </Form.Item>
      )}
      {scope.kind === 'filter' && (
        <Form.Item label="名称包含">
          <Input
            aria-label="名称关键词"
            value={scope.name_contains}
            onChange={(e) => onChange({ ...scope, name_contains: e.target.value })}
          />
        </Form.Item>
      )}
    </>
  );
}
