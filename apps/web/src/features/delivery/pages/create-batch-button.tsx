import { PlusOutlined } from '@ant-design/icons';
import { DELIVERY_ACTION_LABELS } from '@toufang/contracts';
import { Button } from 'antd';
import { useNavigate } from 'react-router';

/**
 * 程序化批量V3 above a tab whose definition has a create action (spec 001 §6: the project tab,
 * `delivery:task`): opens the screen's creation wizard with the session's draft.
 */
export function CreateBatchButton({
  path,
  allowed,
}: {
  path: string | undefined;
  allowed: boolean;
}) {
  const navigate = useNavigate();
  if (path === undefined || !allowed) return null;
  return (
    <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(path)}>
      {DELIVERY_ACTION_LABELS.create}
    </Button>
  );
}
