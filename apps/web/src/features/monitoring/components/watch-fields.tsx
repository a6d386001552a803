import {
  AUTORULE_MEDIA_KEYS,
  MONITOR_KINDS,
  type MonitorKind,
  type MonitorWatch,
} from '@toufang/contracts';
import { AUTORULE_MEDIUM_DEFS, MONITOR_KIND_LABELS } from '@toufang/domain';
import { Form, Input, InputNumber, Radio, Select } from 'antd';
import { useState } from 'react';
import { AdvertiserPicker } from '../../../components/advertiser-picker/advertiser-picker';
import { CompleteHoursField } from '../../autorules/components/complete-hours-field';
import { ConditionsBuilder } from '../../autorules/components/conditions-builder';
import { ScopeFields } from '../../autorules/components/scope-fields';
import { parseIds } from '../../autorules/rule-draft';
import { newWatch } from '../monitor-draft';

const MEDIUM_OPTIONS = AUTORULE_MEDIA_KEYS.map((m) => ({
  value: m,
  label: AUTORULE_MEDIUM_DEFS[m].name,
}));
const KIND_HINTS: Readonly<Record<MonitorKind, string>> = {
  metrics: '按消耗、转化等投放数据判断对象，例如有消耗无转化',
  balance: '账户余额不足若干天的消耗时告警',
  link: '定时访问转化基础的点击、展示监测链接，无法访问或返回错误时告警',
  authorization: '媒体授权即将到期或已失效时告警',
};

/** What a monitoring rule watches: its kind, then the kind's own settings. */
export function WatchFields({
  watch,
  onChange,
}: {
  watch: MonitorWatch;
  onChange: (watch: MonitorWatch) => void;
}) {
  const [baseIdsText, setBaseIdsText] = useState(
    watch.kind === 'link' ? watch.base_ids.join('\n') : '',
  );
  return (
    <>
      <Form.Item label="监控类型" extra={KIND_HINTS[watch.kind]}>
        <Radio.Group
          aria-label="监控类型"
          optionType="button"
          value={watch.kind}
          options={MONITOR_KINDS.map((k) => ({ value: k, label: MONITOR_KIND_LABELS[k] }))}
          onChange={(e) => onChange(newWatch(e.target.value as MonitorKind))}
        />
      </Form.Item>
      {watch.kind !== 'link' && (
        <Form.Item label="媒体">
          <Select
            aria-label="媒体"
            style={{ width: 160 }}
            value={watch.medium}
            options={MEDIUM_OPTIONS}
            onChange={(medium) =>
              onChange(
                watch.kind === 'metrics'
                  ? {
                      ...watch,
                      medium,
                      scope: {
                        ...watch.scope,
                        level: AUTORULE_MEDIUM_DEFS[medium].levels[watch.scope.level]
                          ? watch.scope.level
                          : 2,
                        advertiser_ids: [],
                      },
                    }
                  : watch.kind === 'balance'
                    ? { ...watch, medium, advertiser_ids: [] }
                    : { ...watch, medium },
              )
            }
          />
        </Form.Item>
      )}
      {watch.kind === 'metrics' && (
        <>
          <ScopeFields
            medium={watch.medium}
            scope={watch.scope}
            onChange={(scope) => onChange({ ...watch, scope })}
          />
          <Form.Item label="告警条件">
            <ConditionsBuilder
              value={watch.conditions}
              onChange={(conditions) => onChange({ ...watch, conditions })}
            />
          </Form.Item>
          <CompleteHoursField
            medium={watch.medium}
            checked={watch.complete_hours_only}
            onChange={(complete_hours_only) => onChange({ ...watch, complete_hours_only })}
          />
        </>
      )}
      {watch.kind === 'balance' && (
        <>
          <Form.Item label="账户" extra="不选则检查我负责的全部账户">
            <AdvertiserPicker
              platform={watch.medium}
              width="100%"
              value={watch.advertiser_ids}
              onChange={(ids) => onChange({ ...watch, advertiser_ids: ids })}
              aria-label="监控账户"
            />
          </Form.Item>
          <Form.Item
            label="余额不足几天的消耗时告警"
            extra="日均消耗取近 3 天平均与今日已消耗中的较大者"
          >
            <InputNumber
              aria-label="余额天数"
              min={0.5}
              max={30}
              step={0.5}
              suffix="天"
              value={watch.days}
              onChange={(days) => onChange({ ...watch, days: days ?? 0 })}
            />
          </Form.Item>
        </>
      )}
      {watch.kind === 'link' && (
        <Form.Item label="转化基础ID" extra="每行一个，不填则检查我可见的全部转化基础">
          <Input.TextArea
            aria-label="转化基础ID"
            rows={3}
            value={baseIdsText}
            onChange={(e) => {
              setBaseIdsText(e.target.value);
              onChange({ ...watch, base_ids: parseIds(e.target.value).map(Number) });
            }}
          />
        </Form.Item>
      )}
      {watch.kind === 'authorization' && (
        <Form.Item label="提前告警（小时）" extra="授权在这段时间内到期，或已失效时告警">
          <InputNumber
            aria-label="提前小时数"
            min={1}
            max={720}
            precision={0}
            suffix="小时"
            value={watch.hours}
            onChange={(hours) => onChange({ ...watch, hours: hours ?? 0 })}
          />
        </Form.Item>
      )}
    </>
  );
}
