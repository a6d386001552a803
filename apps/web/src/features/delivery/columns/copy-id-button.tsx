import { CheckOutlined, CopyOutlined } from '@ant-design/icons';
import { App } from 'antd';
import { useState } from 'react';
import { copyText } from '../../../components/copy-text';

/** How long the copied mark shows. */
const COPIED_MS = 2000;

/** A small copy button after an id in a table cell. */
export function CopyIdButton({ id }: { id: string }) {
  const { message } = App.useApp();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    if (await copyText(id)) {
      setCopied(true);
      window.setTimeout(() => setCopied(false), COPIED_MS);
    } else {
      void message.error('复制失败，请手动选择复制');
    }
  };
  return (
    <button
      type="button"
      className="tf-copy-id"
      aria-label={copied ? '已复制' : '复制'}
      title={copied ? '已复制' : '复制'}
      onClick={() => void copy()}
    >
      {copied ? <CheckOutlined /> : <CopyOutlined />}
    </button>
  );
}
