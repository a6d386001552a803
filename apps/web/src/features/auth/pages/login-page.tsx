import { PRODUCT_TITLE } from '@toufang/contracts';
import { Card, Tabs, Typography } from 'antd';
import { MobileLoginForm } from '../components/mobile-login-form';
import { PasswordLoginForm } from '../components/password-login-form';
import { useFinishLogout } from '../hooks/use-logout';

const TABS = [
  { key: 'password', label: '账号登录', children: <PasswordLoginForm /> },
  { key: 'mobile', label: '手机登录', children: <MobileLoginForm /> },
];

/** The public login page (spec 000 §2, §4); no shell around it. */
export function LoginPage() {
  useFinishLogout();
  return (
    <div
      style={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        padding: 16,
        background: 'linear-gradient(160deg, #e8f1ff 0%, #f5f7fa 45%, #eef2f7 100%)',
      }}
    >
      <div style={{ width: '100%', maxWidth: 400 }}>
        <div style={{ textAlign: 'center', marginBottom: 24 }}>
          <img src="/favicon.svg" alt="" width={48} height={48} />
          <Typography.Title level={3} style={{ margin: '12px 0 4px' }}>
            {PRODUCT_TITLE}
          </Typography.Title>
          <Typography.Text type="secondary">
            巨量引擎 · 磁力引擎 · 腾讯广告 批量投放与管理
          </Typography.Text>
        </div>
        <Card variant="borderless" style={{ boxShadow: '0 6px 24px rgba(15, 35, 95, 0.08)' }}>
          <Tabs centered items={TABS} destroyOnHidden={false} />
        </Card>
      </div>
    </div>
  );
}
