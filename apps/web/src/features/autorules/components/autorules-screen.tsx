import { AUTORULE_MEDIUM_DEFS, type AutoruleMedium } from '@toufang/domain';
import { Card, Tabs } from 'antd';
import { useState } from 'react';
import { BatchList } from './batch-list';
import { RuleList } from './rule-list';

/**
 * 自动规则 of one medium (spec 001 §2 `/transConfig/batchAutoRuleTt`, `/transConfigQq/
 * batchAutoRuleQq`): its rules and their runs, driven by the medium's definition
 * (packages/domain autorules/media.ts).
 */
export function AutorulesScreen({ medium }: { medium: AutoruleMedium }) {
  const [tab, setTab] = useState('rules');
  const [ruleId, setRuleId] = useState<number | undefined>();
  return (
    <Card title={`自动规则（${AUTORULE_MEDIUM_DEFS[medium].name}）`} variant="borderless">
      <Tabs
        activeKey={tab}
        onChange={setTab}
        items={[
          {
            key: 'rules',
            label: '规则',
            children: (
              <RuleList
                medium={medium}
                onShowRuns={(id) => {
                  setRuleId(id);
                  setTab('runs');
                }}
              />
            ),
          },
          {
            key: 'runs',
            label: '执行记录',
            children: (
              <BatchList medium={medium} ruleId={ruleId} onClearRule={() => setRuleId(undefined)} />
            ),
          },
        ]}
      />
    </Card>
  );
}
