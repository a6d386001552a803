import { Card, Tabs } from 'antd';
import { DepartmentList } from '../components/department-list';
import { GameList } from '../components/game-list';

const TABS = [
  { key: 'games', label: '游戏', children: <GameList /> },
  { key: 'departments', label: '部门', children: <DepartmentList /> },
];

/** 配置管理 `/manager` (spec 000 §2 administration, ability amt:cfg_data_list). */
export function ConfigPage() {
  return (
    <Card variant="borderless" styles={{ body: { paddingTop: 4 } }}>
      <Tabs items={TABS} />
    </Card>
  );
}
