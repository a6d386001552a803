import type { DesignerOption } from '@toufang/contracts';
import { App, Button, Dropdown, Modal, Select } from 'antd';
import { DownOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { batchUpdateMaterials, type MaterialBatchChange } from '../api';

export interface BatchChangeMenuProps {
  fids: number[];
  designers: readonly DesignerOption[];
  onChanged: () => Promise<unknown>;
}

const FLAG_CHANGES: Record<string, { change: MaterialBatchChange; label: string }> = {
  public: { change: { field: 'is_public', value: 1 }, label: '设为公开' },
  private: { change: { field: 'is_public', value: 0 }, label: '设为私有' },
  new: { change: { field: 'is_new', value: 1 }, label: '标记为新素材' },
  old: { change: { field: 'is_new', value: 0 }, label: '取消新素材标记' },
};

/** 批量修改 (`material/file/batchupdate`): public/private, the 新 flag, and the credited designer. */
export function BatchChangeMenu({ fids, designers, onChanged }: BatchChangeMenuProps) {
  const { message } = App.useApp();
  const [picking, setPicking] = useState(false);
  const [designer, setDesigner] = useState<number>();
  const [saving, setSaving] = useState(false);

  const apply = async (change: MaterialBatchChange) => {
    const res = await batchUpdateMaterials(fids, change);
    void message.success(`已修改 ${res.changed} 个素材`);
    await onChanged();
  };

  return (
    <>
      <Dropdown
        menu={{
          items: [
            ...Object.entries(FLAG_CHANGES).map(([key, { label }]) => ({ key, label })),
            { key: 'designer', label: '指定设计师' },
          ],
          onClick: ({ key }) => {
            const flag = FLAG_CHANGES[key];
            if (flag) void apply(flag.change).catch(() => undefined);
            else setPicking(true);
          },
        }}
      >
        <Button>
          批量修改 <DownOutlined />
        </Button>
      </Dropdown>
      {picking && (
        <Modal
          open
          title="指定设计师"
          okText="确定"
          cancelText="取消"
          confirmLoading={saving}
          okButtonProps={{ disabled: designer === undefined }}
          onCancel={() => setPicking(false)}
          onOk={() => {
            if (designer === undefined) return;
            setSaving(true);
            apply({ field: 'designer', value: designer })
              .then(() => setPicking(false))
              .catch(() => undefined)
              .finally(() => setSaving(false));
          }}
        >
          <Select
            aria-label="设计师"
            showSearch
            optionFilterProp="label"
            placeholder="选择设计师"
            style={{ width: '100%' }}
            value={designer}
            onChange={setDesigner}
            options={designers.map((d) => ({
              value: d.id,
              label: `${d.nick_name}（${d.username}）`,
            }))}
          />
        </Modal>
      )}
    </>
  );
}
