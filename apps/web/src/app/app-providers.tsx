import { QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import type { ReactNode } from 'react';
import { queryClient } from '../api/client';
import { FeedbackHost } from './feedback-host';
import { usePrefersReducedMotion } from './reduced-motion';

const STILL = { token: { motion: false } };

/**
 * Providers of every page, the login page included; spec 000 §9: the default component size is
 * small. Animations are off for a user whose system asks for reduced motion. What only signed-in
 * pages use (antd's `App` for messages, dayjs's locale) is provided by the shell
 * (`layout/signed-in-providers.tsx`), which the login page does not download.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  const still = usePrefersReducedMotion();
  return (
    <ConfigProvider
      locale={zhCN}
      componentSize="small"
      {...(still ? { theme: STILL, wave: { disabled: true } } : {})}
    >
      <FeedbackHost />
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </ConfigProvider>
  );
}
