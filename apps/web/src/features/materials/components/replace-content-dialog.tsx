import type { MaterialFile } from '@toufang/contracts';
import { Alert, App, Button, Modal, Progress, Space, Typography } from 'antd';
import { useRef, useState } from 'react';
import { formatBytes } from '../material-format';
import { uploadMaterial } from '../upload-file';

type State =
  | { step: 'choose' }
  | { step: 'uploading'; percent: number; interrupted: boolean }
  | { step: 'failed'; message: string };

/**
 * 替换内容: a new file in place of a library file's content (`material/file/upload` with `fid`).
 * The file keeps its id, name, folder, tags and settings and goes back to review; the server
 * refuses a file already pushed to media accounts, whose copies there would not change.
 */
export function ReplaceContentDialog({
  file,
  onReplaced,
  onClose,
}: {
  file: MaterialFile;
  onReplaced: (file: MaterialFile) => void;
  onClose: () => void;
}) {
  const { message } = App.useApp();
  const input = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<File>();
  const [state, setState] = useState<State>({ step: 'choose' });
  const [abort] = useState(() => new AbortController());
  const uploading = state.step === 'uploading';

  const replace = async (picked: File) => {
    setState({ step: 'uploading', percent: 0, interrupted: false });
    const outcome = await uploadMaterial(
      picked,
      { dir_id: file.dir_id, is_public: file.is_public, replace: 0, fid: file.fid },
      (loaded) =>
        setState({
          step: 'uploading',
          percent: picked.size > 0 ? Math.floor((loaded / picked.size) * 100) : 100,
          interrupted: false,
        }),
      () => setState((s) => (s.step === 'uploading' ? { ...s, interrupted: true } : s)),
      abort.signal,
    );
    if (outcome.status === 'done') {
      void message.success(`已替换「${file.name}」的内容，素材将重新审核`);
      onReplaced(outcome.file);
      onClose();
      return;
    }
    setState({ step: 'failed', message: outcome.message });
  };

  return (
    <Modal
      open
      title={`替换内容：${file.name}`}
      okText="确认替换"
      cancelText="取消"
      okButtonProps={{ disabled: !chosen, loading: uploading }}
      onOk={() => chosen && void replace(chosen)}
      onCancel={() => {
        abort.abort();
        onClose();
      }}
      destroyOnHidden
    >
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Alert
          type="info"
          showIcon
          title="替换后素材的ID、名称、文件夹、标签和设置不变，内容换成新文件，并重新进入审核。"
          description="已推送到媒体账户的素材不能替换：媒体中的素材不会随之更新，请把新文件作为新素材上传。"
        />
        <input
          ref={input}
          type="file"
          accept={file.type === 'video' ? 'video/*' : 'image/*'}
          aria-label="选择新文件"
          style={{ display: 'none' }}
          onChange={(event) => {
            setChosen(event.target.files?.[0]);
            setState({ step: 'choose' });
          }}
        />
        <Space>
          <Button disabled={uploading} onClick={() => input.current?.click()}>
            选择文件
          </Button>
          {chosen ? (
            <Typography.Text>
              {chosen.name}（{formatBytes(chosen.size)}）
            </Typography.Text>
          ) : (
            <Typography.Text type="secondary">未选择文件</Typography.Text>
          )}
        </Space>
        {state.step === 'uploading' && (
          <>
            <Progress percent={state.percent} />
            {state.interrupted && (
              <Typography.Text type="warning">网络中断，恢复后将从断点继续上传…</Typography.Text>
            )}
          </>
        )}
        {state.step === 'failed' && <Alert type="error" showIcon title={state.message} />}
      </Space>
    </Modal>
  );
}
