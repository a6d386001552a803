import { useQuery } from '@tanstack/react-query';
import { Button, Modal, Typography } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useMemo, useState } from 'react';
import { useSessionStore } from '../../../stores/session-store';
import { fetchUserTokenNotice, markUserTokenNoticeRead } from '../api';
import {
  AUTH_TAB_DELAY_MS,
  checkTokenExpiry,
  shouldShowTokenExpiryDialog,
  tokenExpiryMessage,
} from '../token-expiry';

function formatTime(value: string): string {
  const time = dayjs(value);
  return time.isValid() ? time.format('YYYY-MM-DD HH:mm') : value;
}

/** spec 000 §4: after a login, ask for the social-network ad API's identity authentication. */
export function TokenExpiryDialog() {
  const infoLoaded = useSessionStore((state) => state.infoLoaded);
  const justLoggedIn = useSessionStore((state) => state.justLoggedIn);
  const token = useSessionStore((state) => state.tencentUserToken);
  const roles = useSessionStore((state) => state.roles);
  const clearJustLoggedIn = useSessionStore((state) => state.clearJustLoggedIn);
  const expiry = useMemo(() => checkTokenExpiry(token, roles, new Date()), [token, roles]);
  const [open, setOpen] = useState(false);
  const [decided, setDecided] = useState(false);

  const wantNotice = infoLoaded && justLoggedIn && expiry !== undefined;
  const notice = useQuery({
    queryKey: ['tencent-usertoken-notice'],
    queryFn: fetchUserTokenNotice,
    enabled: wantNotice,
    staleTime: Infinity,
  });
  // Decide once, when the user info and (if needed) the notice call have answered.
  const ready = infoLoaded && justLoggedIn && !(wantNotice && notice.isPending);
  if (ready && !decided) {
    setDecided(true);
    const serverNotice = notice.isSuccess ? notice.data.notice : undefined;
    if (shouldShowTokenExpiryDialog({ expiry, justLoggedIn, serverNotice })) setOpen(true);
  }
  useEffect(() => {
    if (decided && justLoggedIn) clearJustLoggedIn();
  }, [decided, justLoggedIn, clearJustLoggedIn]);

  const close = (authenticate: boolean) => {
    setOpen(false);
    markUserTokenNoticeRead().catch(() => undefined);
    if (authenticate && expiry !== undefined) {
      const url = expiry.authUrl;
      window.setTimeout(() => window.open(url, '_blank', 'noopener'), AUTH_TAB_DELAY_MS);
    }
  };

  if (expiry === undefined) return null;
  return (
    <Modal
      open={open}
      title="身份认证提醒"
      onCancel={() => close(false)}
      footer={[
        <Button key="close" onClick={() => close(false)}>
          关闭
        </Button>,
        <Button key="auth" type="primary" onClick={() => close(true)}>
          去认证
        </Button>,
      ]}
    >
      <Typography.Paragraph strong>{tokenExpiryMessage(expiry.daysLeft)}</Typography.Paragraph>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
        剩余有效期：{expiry.daysLeft} 天（到期时间 {formatTime(expiry.expireTime)}）
      </Typography.Paragraph>
    </Modal>
  );
}
