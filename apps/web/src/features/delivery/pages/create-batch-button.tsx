import { PlusOutlined } from '@ant-design/icons';
import { DELIVERY_ACTION_LABELS, ROUTE_TABLE } from '@toufang/contracts';
import { Button } from 'antd';
import { useNavigate } from 'react-router';
import { routeAccess } from '../../../app/route-access';
import { useSessionStore } from '../../../stores/session-store';

/**
 * 程序化批量V3 above a tab whose definition has a create action (spec 001 §6: the project tab,
 * `delivery:task`): opens the screen's creation wizard with the session's draft. Shown only when
 * the user may also open the wizard's route (its medium's creation ability, which its calls check).
 */
export function CreateBatchButton({
  path,
  allowed,
}: {
  path: string | undefined;
  allowed: boolean;
}) {
  const navigate = useNavigate();
  const privileges = useSessionStore((state) => state.privileges);
  if (path === undefined || !allowed) return null;
  if (routeAccess(ROUTE_TABLE, path, privileges) !== 'allowed') return null;
  return (
    <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(path)}>
      {DELIVERY_ACTION_LABELS.create}
    </Button>
  );
}
