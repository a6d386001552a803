import { notification } from 'antd';
import { useEffect, useState } from 'react';
import type { ComponentType } from 'react';
import { setFeedback } from '../api/feedback';
import type { ReloginHandlers } from './relogin-confirm';
import { RELOGIN_MESSAGE } from './relogin-message';

/** spec 000 §9: error notifications sit 60 px from the top. */
const NOTIFICATION_CONFIG = { top: 60 } as const;

interface OpenRelogin {
  Confirm: ComponentType<ReloginHandlers>;
  handlers: ReloginHandlers;
}

/**
 * Binds the API client's messages to antd (spec 000 §8). Notifications come from the context-aware
 * hook, so they follow ConfigProvider (locale zh-CN, component size). The re-login confirm is rare
 * and only follows a signed-in request, so antd's Modal loads when it is first needed, not with the
 * login page.
 */
export function FeedbackHost() {
  const [api, notificationHolder] = notification.useNotification(NOTIFICATION_CONFIG);
  const [relogin, setRelogin] = useState<OpenRelogin>();

  useEffect(() => {
    setFeedback({
      showError: ({ title, description, key }) =>
        api.error({
          title,
          // spec 000 §8: array messages are joined by line breaks.
          description: (
            <div style={{ whiteSpace: 'pre-line', wordBreak: 'break-word' }}>{description}</div>
          ),
          duration: 0,
          ...(key === undefined ? {} : { key }),
        }),
      confirmRelogin: (handlers) => {
        const closed = () => {
          setRelogin(undefined);
          handlers.onClosed();
        };
        import('./relogin-confirm').then(
          ({ ReloginConfirm }) =>
            setRelogin({ Confirm: ReloginConfirm, handlers: { ...handlers, onClosed: closed } }),
          () => {
            // The dialog's code is unavailable (e.g. replaced by a deploy): still ask, plainly.
            if (window.confirm(RELOGIN_MESSAGE)) handlers.onRelogin();
            handlers.onClosed();
          },
        );
      },
    });
    return () => setFeedback(undefined);
  }, [api]);

  return (
    <>
      {notificationHolder}
      {relogin === undefined ? null : <relogin.Confirm {...relogin.handlers} />}
    </>
  );
}
