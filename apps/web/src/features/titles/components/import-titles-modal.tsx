import { InboxOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import {
  TITLE_IMPORT_MAX_BYTES,
  TITLE_IMPORT_MAX_LINES,
  type TitleImportPreviewData,
  type TitleImportSummary,
} from '@toufang/contracts';
import { Alert, Button, Form, Modal, Select, Typography, Upload } from 'antd';
import { useState } from 'react';
import { ApiError, reportApiError, RequestError } from '../../../api/client';
import { importTitles, previewTitleFile } from '../api';
import { ImportPreviewTable } from './import-preview-table';

export interface ImportTitlesModalProps {
  games: readonly { value: number; label: string }[];
  onImported: () => void;
  onClose: () => void;
}

const summaryText = (s: TitleImportSummary) =>
  `共 ${s.total} 行：新增 ${s.new}，重复 ${s.duplicate}，超长 ${s.too_long}`;

function errorText(error: unknown): string | undefined {
  if (error instanceof ApiError) {
    return error.details.length ? error.details.join('；') : error.message;
  }
  if (error instanceof RequestError) reportApiError(error);
  return undefined;
}

/**
 * 批量导入 (docs/architecture/titles.md): a text file of one title a line, or an .xlsx sheet of one
 * a row. The preview marks each line 新增 / 重复 / 超长 before anything is stored; 导入 stores the
 * new ones and sums up what happened.
 */
export function ImportTitlesModal({ games, onImported, onClose }: ImportTitlesModalProps) {
  const [gameId, setGameId] = useState<number>();
  const [tags, setTags] = useState<string[]>([]);
  const [file, setFile] = useState<File>();
  const preview = useMutation({
    mutationFn: ({ chosen, game }: { chosen: File; game: number }) =>
      previewTitleFile(chosen, game),
  });
  const commit = useMutation({
    mutationFn: (data: TitleImportPreviewData & { game: number }) =>
      importTitles({
        gad_cfg_game_id: data.game,
        titles: data.lines.filter((l) => l.status === 'new').map((l) => l.title),
        tags,
      }),
    onSuccess: () => onImported(),
  });
  const previewed = preview.data;
  const result = commit.data;
  const newCount = previewed?.summary.new ?? 0;
  const failure = errorText(preview.error) ?? errorText(commit.error);

  const restart = () => {
    preview.reset();
    commit.reset();
    setFile(undefined);
  };

  const footer = result
    ? [
        <Button key="done" type="primary" onClick={onClose}>
          完成
        </Button>,
      ]
    : previewed
      ? [
          <Button key="back" onClick={restart}>
            重新选择
          </Button>,
          <Button
            key="import"
            type="primary"
            disabled={newCount === 0 || gameId === undefined}
            loading={commit.isPending}
            onClick={() => gameId !== undefined && commit.mutate({ ...previewed, game: gameId })}
          >
            导入 {newCount} 个新标题
          </Button>,
        ]
      : [
          <Button key="cancel" onClick={onClose}>
            取消
          </Button>,
          <Button
            key="preview"
            type="primary"
            disabled={!file || gameId === undefined}
            loading={preview.isPending}
            onClick={() =>
              file && gameId !== undefined && preview.mutate({ chosen: file, game: gameId })
            }
          >
            预览
          </Button>,
        ];

  return (
    <Modal
      open
      title="批量导入标题"
      width={820}
      onCancel={onClose}
      destroyOnHidden
      mask={{ closable: false }}
      footer={footer}
    >
      {result ? (
        <>
          <Alert
            type="success"
            showIcon
            title={`已导入 ${result.created} 个标题`}
            description={`${summaryText(result.summary)}；重复与超长的行未导入`}
            style={{ marginBottom: 12 }}
          />
          <ImportPreviewTable lines={result.lines} />
        </>
      ) : previewed ? (
        <>
          <Alert
            type={newCount > 0 ? 'info' : 'warning'}
            showIcon
            title={`${previewed.file_name}：${summaryText(previewed.summary)}`}
            description={newCount > 0 ? '导入时只保存「新增」的标题' : '没有可导入的新标题'}
            style={{ marginBottom: 12 }}
          />
          <ImportPreviewTable lines={previewed.lines} />
        </>
      ) : (
        <Form layout="vertical">
          <Typography.Paragraph type="secondary">
            支持 .txt（每行一个标题）或
            .xlsx（第一个工作表第一列，每行一个标题，首行可为表头「标题」）， 最多{' '}
            {TITLE_IMPORT_MAX_LINES} 行、{TITLE_IMPORT_MAX_BYTES / 1024 / 1024} MB。
            同一游戏中已有的标题与文件内重复的行不会导入。
          </Typography.Paragraph>
          <Form.Item label="游戏" required>
            <Select
              showSearch
              optionFilterProp="label"
              placeholder="请选择游戏"
              value={gameId}
              onChange={setGameId}
              options={[...games]}
              aria-label="游戏"
            />
          </Form.Item>
          <Form.Item label="标签（可选，导入的标题都带上）">
            <Select
              mode="tags"
              placeholder="输入后回车"
              value={tags}
              onChange={setTags}
              tokenSeparators={[',', '，', ' ']}
            />
          </Form.Item>
          <Upload.Dragger
            accept=".txt,.xlsx"
            maxCount={1}
            fileList={file ? [{ uid: 'titles', name: file.name, status: 'done' }] : []}
            beforeUpload={(chosen) => {
              setFile(chosen);
              preview.reset();
              return false;
            }}
            onRemove={() => setFile(undefined)}
          >
            <p className="ant-upload-drag-icon">
              <InboxOutlined />
            </p>
            <p className="ant-upload-text">点击或拖拽 .txt / .xlsx 文件到此处</p>
          </Upload.Dragger>
        </Form>
      )}
      {failure ? (
        <Alert
          type="error"
          showIcon
          style={{ marginTop: 12 }}
          title={commit.error ? '导入失败，未保存任何标题' : '无法预览'}
          description={failure}
        />
      ) : null}
    </Modal>
  );
}
