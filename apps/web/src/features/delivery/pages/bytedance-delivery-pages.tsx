import { useParams } from 'react-router';
import { BYTEDANCE_DELIVERY } from '../bytedance-definition';
import { DeliveryScreen } from '../components/delivery-screen';
import { routePreset } from '../filters/route-preset';
import { RowHistoryAction } from '../history/row-history-action';
import type { DeliveryRowSlot, DeliveryToolbarSlot } from '../toolbar-slot';
import { DeliveryBatchTools, DeliveryRowEdit } from './delivery-edit-slots';

const toolbarSlot: DeliveryToolbarSlot = (props) => <DeliveryBatchTools {...props} />;
const rowSlot: DeliveryRowSlot = (props) => (
  <>
    <DeliveryRowEdit {...props} />
    <RowHistoryAction tab={props.tab} row={props.row} />
  </>
);

/** 投放管理 `/transConfig/launchV3` (spec 001 §2; ability bytedance:v3:project:reports). */
export function BytedanceDeliveryPage() {
  return (
    <DeliveryScreen definition={BYTEDANCE_DELIVERY} toolbarSlot={toolbarSlot} rowSlot={rowSlot} />
  );
}

/**
 * The hidden variant `/transConfig/launchV3/:designer/:sdate/:edate/:gid/:ofield/:taskid`: the same
 * screen preset by its parameters.
 */
export function BytedanceDeliveryPresetPage() {
  const params = useParams();
  return (
    <DeliveryScreen
      definition={BYTEDANCE_DELIVERY}
      preset={routePreset(params)}
      toolbarSlot={toolbarSlot}
      rowSlot={rowSlot}
    />
  );
}
