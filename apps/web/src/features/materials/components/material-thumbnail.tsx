import { PlayCircleOutlined } from '@ant-design/icons';
import type { MaterialFile } from '@toufang/contracts';
import { Image } from 'antd';

/** A file's thumbnail (a play icon for a video without one); a click opens 素材预览. */
export function MaterialThumbnail({ file, onClick }: { file: MaterialFile; onClick: () => void }) {
  const box = { width: 64, height: 64, cursor: 'pointer' } as const;
  return (
    <div
      role="button"
      tabIndex={0}
      aria-label={`预览 ${file.name}`}
      onClick={onClick}
      onKeyDown={(e) => e.key === 'Enter' && onClick()}
      style={{ ...box, display: 'flex', alignItems: 'center', justifyContent: 'center' }}
    >
      {file.thumb_url ? (
        <Image
          src={file.thumb_url}
          alt={file.name}
          preview={false}
          width={64}
          height={64}
          style={{ objectFit: 'contain', background: '#f5f5f5' }}
        />
      ) : (
        <PlayCircleOutlined style={{ fontSize: 28, color: '#999' }} />
      )}
    </div>
  );
}
