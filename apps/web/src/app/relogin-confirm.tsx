import { Modal } from 'antd';
import { useEffect, useRef } from 'react';
import { RELOGIN_MESSAGE } from './relogin-message';

export interface ReloginHandlers {
  onRelogin: () => void;
  /** Runs whichever way the dialog closes. */
  onClosed: () => void;
}

/**
 * The re-login confirm (spec 000 §4, §8), through antd's context-aware modal so it follows
 * ConfigProvider. Loaded on demand by `FeedbackHost`; it opens once when mounted.
 */
export function ReloginConfirm({ onRelogin, onClosed }: ReloginHandlers) {
  const [modal, holder] = Modal.useModal();
  // StrictMode runs effects twice in development; the dialog must still open only once.
  const opened = useRef(false);
  useEffect(() => {
    if (opened.current) return;
    opened.current = true;
    modal.confirm({
      title: '提示',
      content: RELOGIN_MESSAGE,
      okText: '重新登录',
      cancelText: '取消',
      onOk: onRelogin,
      afterClose: onClosed,
    });
  }, [modal, onRelogin, onClosed]);
  return holder;
}
