import { FileImageOutlined, PlayCircleFilled, VideoCameraOutlined } from '@ant-design/icons';
import { theme } from 'antd';
import { useState } from 'react';

const SIZE = 90;

export interface MaterialThumbnailProps {
  url: string | null;
  type: 'video' | 'image' | null;
  name: string;
  onOpen: () => void;
}

/** Said where a cover would be when there is none or it cannot be loaded. */
export const NO_COVER_LABEL = '暂无封面';
export const COVER_FAILED_LABEL = '封面加载失败';

/**
 * A material's cover in a 110 px row; a click opens the preview (spec 002 §2 "Material
 * thumbnail"). A cover that fails to load (an expired media URL) gives way to the placeholder.
 */
export function MaterialThumbnail({ url, type, name, onOpen }: MaterialThumbnailProps) {
  const { token } = theme.useToken();
  // The URL that failed, so a new URL of the same row tries again.
  const [failedUrl, setFailedUrl] = useState<string>();
  const failed = url !== null && url === failedUrl;
  const showCover = url !== null && url !== '' && !failed;
  const Placeholder = type === 'video' ? VideoCameraOutlined : FileImageOutlined;
  return (
    <button
      type="button"
      aria-label={`预览素材：${name}`}
      title={failed ? COVER_FAILED_LABEL : url ? undefined : NO_COVER_LABEL}
      onClick={onOpen}
      style={{
        position: 'relative',
        flex: 'none',
        width: SIZE,
        height: SIZE,
        padding: 0,
        border: `1px solid ${token.colorBorderSecondary}`,
        borderRadius: token.borderRadiusSM,
        background: token.colorFillQuaternary,
        cursor: 'pointer',
        overflow: 'hidden',
      }}
    >
      {showCover ? (
        <img
          src={url}
          alt={name}
          loading="lazy"
          onError={() => setFailedUrl(url)}
          style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
        />
      ) : (
        <Placeholder
          role="img"
          aria-label={failed ? COVER_FAILED_LABEL : NO_COVER_LABEL}
          style={{ fontSize: 28, color: token.colorTextQuaternary }}
        />
      )}
      {/* The play mark sits on a video's cover; without one the placeholder says it is a video. */}
      {type === 'video' && showCover ? (
        <PlayCircleFilled
          style={{
            position: 'absolute',
            inset: 0,
            margin: 'auto',
            width: 28,
            height: 28,
            fontSize: 28,
            color: 'rgba(255, 255, 255, 0.9)',
          }}
        />
      ) : null}
    </button>
  );
}
