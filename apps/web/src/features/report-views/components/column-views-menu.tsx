import { DeleteOutlined, EditOutlined, TableOutlined } from '@ant-design/icons';
import type { DeliveryTabKey, ReportView } from '@toufang/contracts';
import { App, Button, Empty, Popconfirm, Popover, Space, Tag, Tooltip, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useReportColumns } from '../hooks/use-report-columns';
import { useDeleteReportView, useReportViews } from '../hooks/use-report-views';
import { ViewFormModal } from './view-form-modal';

export interface ColumnViewsMenuProps {
  /** The screen's short key, e.g. `launchV3`. */
  screen: string;
  tab: DeliveryTabKey;
  /** The columns the table shows now: what 保存为视图 saves. */
  currentFields: readonly string[];
  /** A view was picked; its columns are already saved as the user's columns of this tab. */
  onApply?: (fields: string[], view: ReportView) => void;
}

type Dialog = { kind: 'closed' } | { kind: 'create' } | { kind: 'edit'; view: ReportView };

/**
 * 列视图 (spec 001 §2 custom-metric dialog, §3 custom columns): picks a named set of columns, saves
 * the current columns as a view (optionally 团队共享), and renames or deletes the user's own views.
 */
export function ColumnViewsMenu({ screen, tab, currentFields, onApply }: ColumnViewsMenuProps) {
  const scope = useMemo(() => ({ screen, tab }), [screen, tab]);
  const { message } = App.useApp();
  const { views, loading } = useReportViews(scope);
  const columns = useReportColumns(scope);
  const remove = useDeleteReportView(scope);
  const [open, setOpen] = useState(false);
  const [dialog, setDialog] = useState<Dialog>({ kind: 'closed' });

  // A failed call was shown by the API client already; the table keeps its columns then.
  const apply = async (view: ReportView) => {
    setOpen(false);
    const saved = await columns.save(view.fields).then(
      () => true,
      () => false,
    );
    if (!saved) return;
    onApply?.([...view.fields], view);
    void message.success(`已应用视图「${view.name}」`);
  };

  const openDialog = (next: Dialog) => {
    setOpen(false);
    setDialog(next);
  };

  const content = (
    <div style={{ width: 320 }}>
      {views.length === 0 ? (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={loading ? '加载中…' : '暂无视图'}
        />
      ) : (
        <ul aria-label="列视图列表" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {views.map((view) => (
            <li
              key={view.id}
              style={{ display: 'flex', alignItems: 'center', gap: 4, padding: '2px 0' }}
            >
              <Button
                type="link"
                size="small"
                style={{ flex: 1, justifyContent: 'flex-start', minWidth: 0 }}
                disabled={columns.saving}
                onClick={() => void apply(view)}
              >
                <Typography.Text ellipsis>{view.name}</Typography.Text>
              </Button>
              {view.shared && <Tag color="blue">共享</Tag>}
              {!view.mine && (
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {view.owner_nick_name}
                </Typography.Text>
              )}
              {view.editable && (
                <Space size={0}>
                  <Tooltip title="编辑">
                    <Button
                      type="text"
                      size="small"
                      aria-label={`编辑视图 ${view.name}`}
                      icon={<EditOutlined />}
                      onClick={() => openDialog({ kind: 'edit', view })}
                    />
                  </Tooltip>
                  <Popconfirm
                    title={`确定删除视图「${view.name}」吗？`}
                    description={view.shared ? '团队成员将无法再使用此视图' : undefined}
                    okText="删除"
                    okButtonProps={{ danger: true }}
                    cancelText="取消"
                    onConfirm={() =>
                      remove.mutateAsync(view.id).then(
                        () => void message.success('视图已删除'),
                        () => undefined,
                      )
                    }
                  >
                    <Button
                      type="text"
                      size="small"
                      danger
                      aria-label={`删除视图 ${view.name}`}
                      icon={<DeleteOutlined />}
                    />
                  </Popconfirm>
                </Space>
              )}
            </li>
          ))}
        </ul>
      )}
      <Button
        block
        style={{ marginTop: 8 }}
        disabled={currentFields.length === 0}
        onClick={() => openDialog({ kind: 'create' })}
      >
        保存当前列为视图
      </Button>
    </div>
  );

  return (
    <>
      <Popover
        trigger="click"
        placement="bottomRight"
        title="列视图"
        open={open}
        onOpenChange={setOpen}
        content={content}
      >
        <Button icon={<TableOutlined />}>列视图</Button>
      </Popover>
      <ViewFormModal
        open={dialog.kind !== 'closed'}
        scope={scope}
        view={dialog.kind === 'edit' ? dialog.view : undefined}
        currentFields={currentFields}
        onClose={() => setDialog({ kind: 'closed' })}
      />
    </>
  );
}
