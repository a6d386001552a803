import { Select } from 'antd';
import { useGameIdOptions } from '../hooks/use-game-id-options';

export interface GameFilterProps {
  value: number | undefined;
  onChange: (gameId: number | undefined) => void;
  /** What the empty filter reads: 游戏, or 全部游戏 where no choice means every game. */
  placeholder?: string;
  width?: number;
}

/** The list pages' game filter: the configured games, searchable by name or id. */
export function GameFilter({
  value,
  onChange,
  placeholder = '游戏',
  width = 180,
}: GameFilterProps) {
  const games = useGameIdOptions();
  return (
    <Select
      allowClear
      showSearch
      optionFilterProp="label"
      placeholder={placeholder}
      aria-label="游戏"
      style={{ width }}
      loading={games.isLoading}
      value={value}
      onChange={onChange}
      options={games.options}
    />
  );
}
