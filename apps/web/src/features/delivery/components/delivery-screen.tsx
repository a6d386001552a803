import { defaultCreateDateRange, NO_LIST_PERMISSION_MESSAGE, shanghaiDate } from '@toufang/domain';
import { Alert, Card, Tabs } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { useSessionStore } from '../../../stores/session-store';
import { childTab } from '../delivery-definition';
import type { DeliveryDefinition, DeliveryTab } from '../delivery-definition';
import { emptyFilterState, withList, withRange } from '../filters/filter-state';
import type { FilterState } from '../filters/filter-state';
import type { BatchQueryFilter } from '../filters/batch-query-filter';
import type { ParentFilter } from '../filters/parent-filter';
import type { RoutePreset } from '../filters/route-preset';
import { useLastTab } from '../hooks/use-last-tab';
import { actionAccess, allowedTabs, tabAccess } from '../tab-access';
import type { DeliveryRowSlot, DeliveryToolbarSlot } from '../toolbar-slot';
import { DeliveryTabPanel } from './delivery-tab-panel';

export interface DeliveryScreenProps {
  definition: DeliveryDefinition;
  /** The hidden variant's parameters. */
  preset?: RoutePreset;
  /** Batch tools over the selected rows (batch modify, batch edit). */
  toolbarSlot?: DeliveryToolbarSlot;
  /** A row's edit action (budget/bid edit). */
  rowSlot?: DeliveryRowSlot;
}

const NO_ACCESS = actionAccess({}, []);

/** The filters a tab opens with: the last 6 months of creation (spec 001 §9) and the preset. */
function initialFilters(preset: RoutePreset | undefined): FilterState {
  const today = shanghaiDate(new Date());
  const range = defaultCreateDateRange(today);
  const filters = emptyFilterState([range.create_start_date, range.create_end_date]);
  if (preset === undefined) return filters;
  let presetFilters = withList(filters, 'designer', preset.designer);
  presetFilters = withList(presetFilters, 'gad_cfg_game_id', preset.gameIds);
  for (const [key, values] of Object.entries(preset.lists))
    presetFilters = withList(presetFilters, key, values);
  return withRange(presetFilters, 'report_date', preset.reportDate);
}

/**
 * The accounts a preset names (the dashboard's `?advertiser=`): the 账户 tab has no account
 * filter, so they narrow it as its batch query by ID, shown as a removable tag.
 */
function presetAccounts(preset: RoutePreset | undefined): BatchQueryFilter | undefined {
  const ids = preset?.lists.advertiser_ids ?? [];
  return ids.length > 0 ? { mode: 'id', values: ids } : undefined;
}

/**
 * The delivery-management screen (spec 001 §2): the definition's tabs in order (账户 / 项目 / 广告 /
 * 素材 on the feed), each behind its list ability (an alert without it), the last tab remembered,
 * names drilling down to the next tab.
 */
export function DeliveryScreen({ definition, preset, toolbarSlot, rowSlot }: DeliveryScreenProps) {
  const privileges = useSessionStore((state) => state.privileges);
  const access = useMemo(() => tabAccess(definition, privileges), [definition, privileges]);
  // A task's created objects (查看创建的对象) open on the first tab below the accounts (campaigns, or
  // Tencent v3's adgroups), filtered by the task.
  const taskTab =
    preset && preset.taskIds.length > 0
      ? definition.tabs.find((tab) => tab.level > 0)?.key
      : undefined;
  const [active, setActive] = useLastTab(
    definition.screen,
    allowedTabs(definition, access),
    taskTab,
  );
  const [parents, setParents] = useState<Partial<Record<DeliveryTab, ParentFilter>>>({});
  const [filters] = useState(() => initialFilters(preset));
  const known = new Set(['create_time', ...definition.fields.map((field) => field.key)]);
  const sort = preset?.sort && known.has(preset.sort.field) ? preset.sort : undefined;
  const [accounts] = useState(() => presetAccounts(preset));
  const extraParams =
    preset && preset.taskIds.length > 0 ? { delivery_config_ids: preset.taskIds } : undefined;

  const drill = useCallback(
    (from: DeliveryTab, parent: ParentFilter) => {
      const to = childTab(definition, from);
      if (to === undefined) return;
      setParents((current) => ({ ...current, [to.key]: parent }));
      setActive(to.key);
    },
    [definition, setActive],
  );

  return (
    <Card variant="borderless">
      <Tabs
        activeKey={active}
        onChange={setActive}
        items={definition.tabs.map((tab) => ({
          key: tab.key,
          label: tab.title,
          children: access.get(tab.key)?.list ? (
            <DeliveryTabPanel
              definition={definition}
              tab={tab}
              access={access.get(tab.key) ?? NO_ACCESS}
              initialFilters={filters}
              initialSort={sort}
              initialBatchQuery={tab.level === 0 ? accounts : undefined}
              extraParams={tab.level === 0 ? undefined : extraParams}
              parent={parents[tab.key]}
              onClearParent={() => setParents((current) => ({ ...current, [tab.key]: undefined }))}
              drill={drill}
              toolbarSlot={toolbarSlot}
              rowSlot={rowSlot}
            />
          ) : (
            <Alert type="warning" showIcon title={NO_LIST_PERMISSION_MESSAGE} />
          ),
        }))}
      />
    </Card>
  );
}
