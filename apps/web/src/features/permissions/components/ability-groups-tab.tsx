import { Col, Row } from 'antd';
import { useMemo, useState } from 'react';
import { sectionIdOf } from '../ability-selection';
import { displayOrder, isRealGroup } from '../group-order';
import { useAbilities, useAbilityGroups } from '../hooks/use-permission-data';
import { GroupAbilitiesPanel } from './group-abilities-panel';
import { GroupList } from './group-list';

/** Tab 权限分组: the group column on the left, the selected group's abilities on the right. */
export function AbilityGroupsTab() {
  const groupsQuery = useAbilityGroups();
  const abilitiesQuery = useAbilities();
  const [selectedId, setSelectedId] = useState<number | undefined>(undefined);

  const groups = useMemo(() => displayOrder(groupsQuery.data ?? []), [groupsQuery.data]);
  // A deleted or not yet chosen group falls back to the first one.
  const current = groups.find((group) => group.id === selectedId) ?? groups[0];

  const abilities = useMemo(() => {
    if (current === undefined) return [];
    const known = new Set(groups.filter(isRealGroup).map((group) => group.id));
    return (abilitiesQuery.data ?? []).filter(
      (ability) => sectionIdOf(ability, known) === current.id,
    );
  }, [abilitiesQuery.data, groups, current]);

  return (
    <Row gutter={16} wrap={false} align="top">
      <Col flex="320px">
        <GroupList
          groups={groups}
          loading={groupsQuery.isLoading}
          selectedId={current?.id}
          onSelect={setSelectedId}
        />
      </Col>
      <Col flex="auto" style={{ minWidth: 0 }}>
        {current === undefined ? null : (
          <GroupAbilitiesPanel
            key={current.id}
            group={current}
            groups={groups}
            abilities={abilities}
            loading={abilitiesQuery.isLoading}
          />
        )}
      </Col>
    </Row>
  );
}
