import { App as AntdApp } from 'antd';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import type { ReactNode } from 'react';

// Dates are shown on signed-in pages only, so dayjs and its locale load with the shell.
dayjs.locale('zh-cn');

const NOTIFICATION_CONFIG = { top: 60 } as const;

/**
 * What only signed-in pages use: antd's `App`, whose `App.useApp()` gives pages context-aware
 * `message` and `modal` (spec 000 §9: notifications 60 px from the top, as the global ones).
 */
export function SignedInProviders({ children }: { children: ReactNode }) {
  return <AntdApp notification={NOTIFICATION_CONFIG}>{children}</AntdApp>;
}
