import { parseIdQuery, parseNameQuery } from '@toufang/domain';
import type { QueryList } from '@toufang/domain';
import { Alert, Button, Flex, Input, Modal, Tag, Typography } from 'antd';
import { useState } from 'react';

export type BatchQueryKind = 'id' | 'name';

export interface BatchQueryDialogProps {
  open: boolean;
  /** e.g. 批量查询广告ID. */
  title: string;
  /** IDs (positive integers without a leading zero) or material names (any non-blank line). */
  kind: BatchQueryKind;
  /** What was queried last, one per line, to edit again. */
  initialValues?: readonly string[];
  onSubmit: (values: string[]) => void;
  onClose: () => void;
}

/**
 * The batch query dialog of every tab (spec 001 §5 "Batch query dialogs"): one entry per line,
 * duplicates removed and the counts shown as chips; the first bad line is the error.
 */
export function BatchQueryDialog({
  open,
  title,
  kind,
  initialValues = [],
  onSubmit,
  onClose,
}: BatchQueryDialogProps) {
  return (
    <Modal
      open={open}
      title={title}
      width={520}
      footer={null}
      onCancel={onClose}
      destroyOnHidden
      mask={{ closable: false }}
    >
      <BatchQueryForm
        kind={kind}
        initialText={initialValues.join('\n')}
        onSubmit={onSubmit}
        onClose={onClose}
      />
    </Modal>
  );
}

interface BatchQueryFormProps {
  kind: BatchQueryKind;
  initialText: string;
  onSubmit: (values: string[]) => void;
  onClose: () => void;
}

function BatchQueryForm({ kind, initialText, onSubmit, onClose }: BatchQueryFormProps) {
  const [text, setText] = useState(initialText);
  const [error, setError] = useState<string>();
  const parse = kind === 'id' ? parseIdQuery : parseNameQuery;
  const live = parse(text);
  const counts: QueryList | undefined = live.ok ? live.list : undefined;

  const submit = () => {
    const result = parse(text);
    if (!result.ok) {
      setError(result.message);
      return;
    }
    onSubmit(result.list.values);
  };

  return (
    <Flex vertical gap={12}>
      <Typography.Text type="secondary">
        {kind === 'id'
          ? '每行输入一个ID，重复的ID会自动去除'
          : '每行输入一个素材名称，重复的名称会自动去除'}
      </Typography.Text>
      <Input.TextArea
        aria-label={kind === 'id' ? '批量查询ID' : '批量查询素材名称'}
        rows={10}
        value={text}
        status={error ? 'error' : undefined}
        onChange={(event) => {
          setText(event.target.value);
          setError(undefined);
        }}
      />
      {error ? <Alert type="error" showIcon title={error} /> : null}
      <Flex gap={8} wrap aria-label="查询统计">
        <Tag color="blue">共 {counts?.total ?? 0} 行</Tag>
        <Tag color="orange">重复 {counts?.duplicates ?? 0} 个</Tag>
        <Tag color="green">有效 {counts?.values.length ?? 0} 个</Tag>
      </Flex>
      <Flex justify="flex-end" gap={8}>
        <Button onClick={() => setText('')}>清空</Button>
        <Button onClick={onClose}>取消</Button>
        <Button type="primary" onClick={submit}>
          查询
        </Button>
      </Flex>
    </Flex>
  );
}
