import { Space } from 'antd';
import type { ComponentType } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { BYTEDANCE_DELIVERY } from '../bytedance-definition';
import { BYTEDANCE_V2_DELIVERY } from '../bytedance-v2-definition';
import { DeliveryScreen } from '../components/delivery-screen';
import type { DeliveryDefinition } from '../delivery-definition';
import { KUAISHOU_DELIVERY } from '../kuaishou-definition';
import { TENCENT_V2_DELIVERY } from '../tencent-v2-definition';
import { TENCENT_V3_DELIVERY } from '../tencent-v3-definition';
import { routePreset } from '../filters/route-preset';
import { RowHistoryAction } from '../history/row-history-action';
import type { DeliveryRowSlot, DeliveryToolbarSlot } from '../toolbar-slot';
import { CreateBatchButton } from './create-batch-button';
import { DeliveryBatchTools, DeliveryRowEdit } from './delivery-edit-slots';
import { RowEditPageAction } from './row-edit-page-action';

/** The batch tools above a tab, after the tab's create button where it has one. */
const toolbarSlotOf =
  (definition: DeliveryDefinition): DeliveryToolbarSlot =>
  (props) => (
    <Space wrap>
      <CreateBatchButton path={definition.wizardPath} allowed={props.access.create} />
      <DeliveryBatchTools {...props} />
    </Space>
  );
const rowSlot: DeliveryRowSlot = (props) => (
  <>
    <DeliveryRowEdit {...props} />
    <RowEditPageAction tab={props.tab} edit={props.edit} row={props.row} />
    <RowHistoryAction tab={props.tab} row={props.row} />
  </>
);

/** The query parameters a preset link may add to the route's (the dashboard's drill-through). */
const PRESET_QUERY = { advertiser: 'advertiser_ids' } as const;

/**
 * A delivery screen's page and its hidden variant (e.g. `…/:designer/:sdate/:edate/:gid/:ofield/
 * :taskid`): the same screen preset by the route's parameters, and by `?advertiser=` for one
 * account.
 */
function deliveryPages(definition: DeliveryDefinition): [ComponentType, ComponentType] {
  const toolbarSlot = toolbarSlotOf(definition);
  function Page() {
    return <DeliveryScreen definition={definition} toolbarSlot={toolbarSlot} rowSlot={rowSlot} />;
  }
  function PresetPage() {
    const params = useParams();
    const [search] = useSearchParams();
    const query = Object.fromEntries(
      Object.keys(PRESET_QUERY).map((key) => [key, search.get(key) ?? undefined]),
    );
    return (
      <DeliveryScreen
        definition={definition}
        preset={routePreset(
          { ...query, ...params },
          { ...definition.presetParams, ...PRESET_QUERY },
        )}
        toolbarSlot={toolbarSlot}
        rowSlot={rowSlot}
      />
    );
  }
  return [Page, PresetPage];
}

/** 投放管理 `/transConfig/launchV3` (spec 001 §2; ability bytedance:v3:project:reports). */
export const [BytedanceDeliveryPage, BytedanceDeliveryPresetPage] =
  deliveryPages(BYTEDANCE_DELIVERY);

/** 投放管理 `/transConfigKs/launchKs` (ability kuaishou:unit:reports). */
export const [KuaishouDeliveryPage, KuaishouDeliveryPresetPage] = deliveryPages(KUAISHOU_DELIVERY);

/** 投放管理 `/transConfigQq/launchQqV3` (ability tencent:v3:adgroup:reports). */
export const [TencentDeliveryPage, TencentDeliveryPresetPage] = deliveryPages(TENCENT_V3_DELIVERY);

/** 投放管理V2 `/transConfig/launchv2`: Ocean Engine's legacy levels (ability bytedance:campaign:reports). */
export const [BytedanceV2DeliveryPage, BytedanceV2DeliveryPresetPage] =
  deliveryPages(BYTEDANCE_V2_DELIVERY);

/** 投放管理V2 `/transConfigQq/launchQqV2`: Tencent's legacy levels (ability tencent:adgroup:reports). */
export const [TencentV2DeliveryPage, TencentV2DeliveryPresetPage] =
  deliveryPages(TENCENT_V2_DELIVERY);
