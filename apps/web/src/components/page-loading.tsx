import { Spin } from 'antd';

/** Shown while a lazy page or the user info loads. */
export function PageLoading({ fullScreen = false }: { fullScreen?: boolean }) {
  return (
    <div
      style={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        minHeight: fullScreen ? '100vh' : 240,
      }}
    >
      <Spin />
    </div>
  );
}
