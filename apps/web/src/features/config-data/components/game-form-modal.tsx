import { useQueryClient } from '@tanstack/react-query';
import { GAME_PLATFORM_LABELS, GAME_PLATFORMS, GameAddBodySchema } from '@toufang/contracts';
import type { GameRow } from '@toufang/contracts';
import { App, Checkbox, Form, Input, InputNumber } from 'antd';
import { schemaRule } from '../../../components/form-errors';
import { FormModal } from '../../../components/form-modal';
import { useFormMutation } from '../../../components/use-form-mutation';
import { addGame, CONFIG_KEYS, editGame } from '../api';
import type { GamePlatform } from '../api';

const FIELDS = ['gad_cfg_game_id', 'game_name', 'platforms'] as const;
const SHAPE = GameAddBodySchema.shape;
const PLATFORM_OPTIONS = GAME_PLATFORMS.map((value) => ({
  value,
  label: GAME_PLATFORM_LABELS[value],
}));

interface GameFormValues {
  gad_cfg_game_id?: number | null;
  game_name?: string;
  platforms?: GamePlatform[];
}

export interface GameFormModalProps {
  open: boolean;
  /** The game being edited; absent when adding one. */
  game?: GameRow;
  onClose: () => void;
}

/** 新增游戏 / 编辑游戏 (configuration management, `/manager`). */
export function GameFormModal({ open, game, onClose }: GameFormModalProps) {
  const [form] = Form.useForm<GameFormValues>();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const { submit, saving } = useFormMutation({
    form,
    schema: GameAddBodySchema,
    fields: FIELDS,
    conflicts: { 游戏ID: 'gad_cfg_game_id' },
    send: (body) => (game ? editGame({ ...body, id: game.id }) : addGame(body)),
    onSaved: async () => {
      message.success(game ? '保存成功' : '新增成功');
      onClose();
      await queryClient.invalidateQueries({ queryKey: CONFIG_KEYS.all });
    },
  });

  return (
    <FormModal<GameFormValues>
      open={open}
      title={game ? '编辑游戏' : '新增游戏'}
      okText="保存"
      form={form}
      initialValues={
        game
          ? {
              gad_cfg_game_id: game.gad_cfg_game_id,
              game_name: game.game_name,
              platforms: game.platforms.filter((p): p is GamePlatform =>
                (GAME_PLATFORMS as readonly string[]).includes(p),
              ),
            }
          : { platforms: [] }
      }
      saving={saving}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      <Form.Item
        name="gad_cfg_game_id"
        label="游戏ID"
        extra="游戏在投放配置中的编号，正整数"
        rules={[{ required: true, message: '请输入游戏ID' }, schemaRule(SHAPE.gad_cfg_game_id)]}
      >
        <InputNumber
          min={1}
          precision={0}
          controls={false}
          style={{ width: '100%' }}
          placeholder="如 10086"
        />
      </Form.Item>
      <Form.Item
        name="game_name"
        label="游戏名称"
        rules={[
          { required: true, whitespace: true, message: '请输入游戏名称' },
          schemaRule(SHAPE.game_name),
        ]}
      >
        <Input maxLength={64} showCount placeholder="请输入游戏名称" />
      </Form.Item>
      <Form.Item
        name="platforms"
        label="平台"
        rules={[{ required: true, message: '请选择至少一个平台' }]}
      >
        <Checkbox.Group options={PLATFORM_OPTIONS} />
      </Form.Item>
    </FormModal>
  );
}
