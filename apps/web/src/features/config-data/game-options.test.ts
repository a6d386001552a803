import { describe, expect, it } from 'vitest';
import { gameLabel, gameSelectOptions } from './game-options';

const hero = { id: 1, gad_cfg_game_id: 1001, game_name: '英雄' };
const sky = { id: 2, gad_cfg_game_id: 1002, game_name: '天空' };
const retired = { id: 9, gad_cfg_game_id: 900, game_name: '旧作' };

describe('game options', () => {
  it('labels a game with its name and 游戏ID so both can be searched', () => {
    expect(gameLabel(hero)).toBe('英雄（1001）');
  });

  it('offers the enabled games plus chosen games that were disabled since', () => {
    expect(gameSelectOptions([hero, sky], [sky, retired])).toEqual([
      { value: 1, label: '英雄（1001）' },
      { value: 2, label: '天空（1002）' },
      { value: 9, label: '旧作（900）' },
    ]);
  });
});
