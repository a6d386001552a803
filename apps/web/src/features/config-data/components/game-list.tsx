import { GAME_PLATFORM_LABELS } from '@toufang/contracts';
import type { GameRow } from '@toufang/contracts';
import { Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { CONFIG_KEYS, listGames, setGameStatus } from '../api';
import { ConfigList } from './config-list';
import { GameFormModal } from './game-form-modal';

function platformLabel(platform: string): string {
  return (GAME_PLATFORM_LABELS as Record<string, string | undefined>)[platform] ?? platform;
}

const COLUMNS: TableColumnsType<GameRow> = [
  { title: '游戏ID', dataIndex: 'gad_cfg_game_id', width: 120 },
  { title: '游戏名称', dataIndex: 'game_name', ellipsis: true },
  {
    title: '平台',
    dataIndex: 'platforms',
    render: (platforms: string[]) =>
      platforms.map((platform) => (
        <Tag key={platform} color="blue">
          {platformLabel(platform)}
        </Tag>
      )),
  },
];

/** The 游戏 tab of configuration management: search, list, add, edit, enable/disable. */
export function GameList() {
  return (
    <ConfigList<GameRow>
      queryKey={CONFIG_KEYS.games}
      fetchPage={listGames}
      setStatus={setGameStatus}
      columns={COLUMNS}
      keywordPlaceholder="游戏名称 / 游戏ID"
      disableConfirm="确认禁用该游戏？"
      disableDescription="禁用后新增用户和分配游戏时不再可选"
      addText="新增游戏"
      emptyText="暂无游戏"
      renderForm={({ open, row, onClose }) => (
        <GameFormModal open={open} game={row} onClose={onClose} />
      )}
    />
  );
}
