import { Card, Tabs } from 'antd';
import { useState } from 'react';
import { DeliveryList } from '../components/delivery-list';
import { IncidentList } from '../components/incident-list';
import { MonitorRuleList } from '../components/monitor-rule-list';

/**
 * 监控规则 `/landing/monitor` (spec 002 §2; ability monitor:rules): the rules, the incidents they
 * opened and the robot messages that told of them.
 */
export function MonitorPage() {
  const [tab, setTab] = useState('rules');
  const [ruleId, setRuleId] = useState<number | undefined>();
  const show = (next: string) => (id: number) => {
    setRuleId(id);
    setTab(next);
  };
  const clear = () => setRuleId(undefined);
  return (
    <Card title="监控规则" variant="borderless">
      <Tabs
        activeKey={tab}
        onChange={setTab}
        items={[
          {
            key: 'rules',
            label: '规则',
            children: <MonitorRuleList onShowIncidents={show('incidents')} />,
          },
          {
            key: 'incidents',
            label: '告警记录',
            children: (
              <IncidentList
                ruleId={ruleId}
                onClearRule={clear}
                onShowDeliveries={show('deliveries')}
              />
            ),
          },
          {
            key: 'deliveries',
            label: '群机器人通知',
            children: <DeliveryList ruleId={ruleId} onClearRule={clear} />,
          },
        ]}
      />
    </Card>
  );
}
