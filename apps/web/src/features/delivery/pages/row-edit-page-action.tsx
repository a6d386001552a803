import { ROUTE_TABLE } from '@toufang/contracts';
import { rowEditPath } from '@toufang/domain';
import { useNavigate } from 'react-router';
import { routeAccess } from '../../../app/route-access';
import { LinkButton } from '../../../components/link-button';
import { useSessionStore } from '../../../stores/session-store';
import type { DeliveryRowSlotProps } from '../toolbar-slot';

/**
 * 编辑 of a row (spec 002 §2 edit routes): opens its object's edit page, shown where the object has
 * one and the user may open that route (its medium's delivery-task ability, which its calls check).
 */
export function RowEditPageAction({
  tab,
  edit,
  row,
}: Pick<DeliveryRowSlotProps, 'tab' | 'edit' | 'row'>) {
  const navigate = useNavigate();
  const privileges = useSessionStore((state) => state.privileges);
  const target = tab.historyTarget(row);
  const path = rowEditPath(edit.medium, target.objectType, target.objectId);
  if (path === undefined || routeAccess(ROUTE_TABLE, path, privileges) !== 'allowed') return null;
  return <LinkButton onClick={() => navigate(path)}>编辑</LinkButton>;
}
