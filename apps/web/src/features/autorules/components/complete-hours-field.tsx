import { AUTORULE_MEDIUM_DEFS, type AutoruleMedium } from '@toufang/domain';
import { Checkbox, Form } from 'antd';
import type { CSSProperties } from 'react';

/** Whether a rule judges only on complete hours, before the medium's reporting lag. */
export function CompleteHoursField({
  medium,
  checked,
  onChange,
  style,
}: {
  medium: AutoruleMedium;
  checked: boolean;
  onChange: (checked: boolean) => void;
  style?: CSSProperties;
}) {
  const def = AUTORULE_MEDIUM_DEFS[medium];
  return (
    <Form.Item style={style}>
      <Checkbox checked={checked} onChange={(e) => onChange(e.target.checked)}>
        只按完整小时的数据判断（{def.name}报表约延迟 {def.reportingLagHours} 小时，转化会晚到）
      </Checkbox>
    </Form.Item>
  );
}
