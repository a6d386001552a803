import { QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import type { ReactNode } from 'react';
import { queryClient } from '../api/client';
import { FeedbackHost } from './feedback-host';

/**
 * Providers of every page, the login page included; spec 000 §9: the default component size is
 * small. What only signed-in pages use (antd's `App` for messages, dayjs's locale) is provided by
 * the shell (`layout/signed-in-providers.tsx`), which the login page does not download.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider locale={zhCN} componentSize="small">
      <FeedbackHost />
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </ConfigProvider>
  );
}
