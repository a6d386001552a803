import { FileImageOutlined, PlayCircleFilled } from '@ant-design/icons';
import { theme } from 'antd';

const SIZE = 90;

export interface MaterialThumbnailProps {
  url: string | null;
  type: 'video' | 'image' | null;
  name: string;
  onOpen: () => void;
}

/** A material's cover in a 110 px row; a click opens the preview (spec 002 §2 "Material thumbnail"). */
export function MaterialThumbnail({ url, type, name, onOpen }: MaterialThumbnailProps) {
  const { token } = theme.useToken();
  return (
    <button
      type="button"
      aria-label={`预览素材：${name}`}
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
      {url ? (
        <img
          src={url}
          alt={name}
          loading="lazy"
          style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
        />
      ) : (
        <FileImageOutlined style={{ fontSize: 28, color: token.colorTextQuaternary }} />
      )}
      {type === 'video' ? (
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
