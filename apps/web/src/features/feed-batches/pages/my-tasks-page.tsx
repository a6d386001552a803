import { hasAbilityEndingWith } from '@toufang/domain';
import { Card } from 'antd';
import { useSessionStore } from '../../../stores/session-store';
import { BatchTabs } from '../components/batch-tabs';

/** 我的任务 `/userList/userTask` (spec 000 §2, any signed-in user): the batches this user created. */
export function MyTasksPage() {
  const privileges = useSessionStore((state) => state.privileges);
  return (
    <Card title="我的任务" variant="borderless">
      <BatchTabs mine canRetry={hasAbilityEndingWith(privileges, 'auth:transfer')} />
    </Card>
  );
}
