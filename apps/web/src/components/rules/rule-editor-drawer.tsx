import { Alert, Button, Drawer, Flex, Form, Input, Space, Switch } from 'antd';
import type { ReactNode } from 'react';
import type { RuleStatus } from './rule-status';

export interface RuleEditorDrawerProps {
  title: string;
  width: number;
  status: RuleStatus;
  onStatusChange: (status: RuleStatus) => void;
  /** The accessible name of the footer's on/off switch, e.g. 启用规则. */
  statusLabel: string;
  /** Said beside the switch while it is on, e.g. 保存后按计划运行. */
  enabledHint: string;
  /** Why the rule cannot be saved yet; empty once it is complete. */
  problems: string[];
  /** The rule's sentence, shown once it is complete. */
  summary: () => ReactNode;
  name: string;
  onNameChange: (name: string) => void;
  /** Buttons between 取消 and 保存, e.g. 试运行. */
  actions?: ReactNode;
  saving: boolean;
  onSave: () => void;
  onClose: () => void;
  /** The rule's own sections, under its name. */
  children: ReactNode;
  /** Shown below the form, e.g. what a dry run found. */
  footnote?: ReactNode;
}

/**
 * The drawer an automatic rule or a monitoring rule is edited in: the rule's sentence or what it
 * still lacks, its name, its own sections, and a footer with its on/off switch and 保存, which waits
 * until the rule is complete.
 */
export function RuleEditorDrawer({
  title,
  width,
  status,
  onStatusChange,
  statusLabel,
  enabledHint,
  problems,
  summary,
  name,
  onNameChange,
  actions,
  saving,
  onSave,
  onClose,
  children,
  footnote,
}: RuleEditorDrawerProps) {
  return (
    <Drawer
      open
      width={width}
      title={title}
      onClose={onClose}
      destroyOnHidden
      footer={
        <Flex justify="space-between" align="center">
          <Space>
            <Switch
              checked={status === 'enabled'}
              onChange={(on) => onStatusChange(on ? 'enabled' : 'disabled')}
              aria-label={statusLabel}
            />
            <span>{status === 'enabled' ? enabledHint : '保存为停用'}</span>
          </Space>
          <Space>
            <Button onClick={onClose}>取消</Button>
            {actions}
            <Button type="primary" disabled={problems.length > 0} loading={saving} onClick={onSave}>
              保存
            </Button>
          </Space>
        </Flex>
      }
    >
      <Form layout="vertical" component="div">
        <Alert
          type={problems.length > 0 ? 'warning' : 'success'}
          showIcon
          style={{ marginBottom: 16 }}
          message={problems.length > 0 ? '规则尚未完整' : '规则说明'}
          description={
            problems.length > 0 ? (
              <ul style={{ margin: 0, paddingLeft: 18 }}>
                {problems.map((p) => (
                  <li key={p}>{p}</li>
                ))}
              </ul>
            ) : (
              summary()
            )
          }
        />
        <Form.Item label="规则名称" required>
          <Input
            aria-label="规则名称"
            maxLength={50}
            showCount
            value={name}
            onChange={(e) => onNameChange(e.target.value)}
          />
        </Form.Item>
        {children}
      </Form>
      {footnote}
    </Drawer>
  );
}
