import { CloseCircleFilled } from '@ant-design/icons';
import { Button } from 'antd';

/**
 * A page that failed to render or to load its code (e.g. a chunk gone after a deploy): offer a
 * reload instead of a blank screen. It looks like antd's `Result` (status "error") without using
 * it: `Result` carries its 403/404/500 illustrations, which every first page load, the login page's
 * included, would then download although this screen is rarely seen. Colours are antd's defaults.
 */
export function RouteError({ error }: { error: unknown }) {
  const detail = error instanceof Error ? error.message : undefined;
  return (
    <div role="alert" style={{ padding: '48px 32px', textAlign: 'center' }}>
      <CloseCircleFilled style={{ fontSize: 72, color: '#ff4d4f' }} />
      <div style={{ marginTop: 24, fontSize: 24, lineHeight: 1.33, color: 'rgba(0, 0, 0, 0.88)' }}>
        页面加载失败
      </div>
      <div style={{ marginTop: 4, fontSize: 14, color: 'rgba(0, 0, 0, 0.45)' }}>
        {detail ?? '请刷新页面后重试'}
      </div>
      <div style={{ marginTop: 24 }}>
        <Button type="primary" onClick={() => window.location.reload()}>
          刷新页面
        </Button>
      </div>
    </div>
  );
}
