import {
  MATERIAL_PREVIEW_TITLE,
  MATERIAL_PREVIEW_VIDEO_SIZE,
  MATERIAL_PREVIEW_WIDTH,
} from '@toufang/domain';
import { Empty, Flex, Modal, Spin, Typography } from 'antd';

/** What the preview shows: one image or video, by URL, or a 图文's images and text. */
export interface MaterialPreviewContent {
  type: 'video' | 'image' | 'image_text';
  name: string;
  /** A 图文's images in order and its text. */
  imageText?: { text: string; images: { name: string; url: string }[] } | null;
  /** The file's URL; null while it loads or when there is none. */
  url: string | null;
  /** The video's poster. */
  coverUrl?: string | null;
  loading?: boolean;
}

export interface MaterialPreviewModalProps {
  /** Open while set. */
  content: MaterialPreviewContent | undefined;
  onClose: () => void;
}

/**
 * 素材预览 (spec 001 §7): 750 px wide, images at their size within it, videos play at
 * 720×405 (spec 002 §2). The delivery screen's material tab and the material library both show it.
 */
export function MaterialPreviewModal({ content, onClose }: MaterialPreviewModalProps) {
  const url = content?.url ?? null;
  return (
    <Modal
      open={content !== undefined}
      title={content ? `${MATERIAL_PREVIEW_TITLE} - ${content.name}` : MATERIAL_PREVIEW_TITLE}
      width={MATERIAL_PREVIEW_WIDTH}
      footer={null}
      onCancel={onClose}
      destroyOnHidden
    >
      <Flex justify="center" align="center" style={{ minHeight: 200 }}>
        {content?.loading && !url ? (
          <Spin />
        ) : !url ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="素材文件不存在" />
        ) : content?.type === 'image_text' && content.imageText ? (
          <Flex vertical gap={12} style={{ width: '100%' }}>
            <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>
              {content.imageText.text}
            </Typography.Paragraph>
            <Flex wrap gap={8}>
              {content.imageText.images.map((image, i) => (
                <img
                  key={`${i}-${image.url}`}
                  src={image.url}
                  alt={`第 ${i + 1} 张 ${image.name}`}
                  // Whole, as in the ad: a tall or wide image is not cropped to the square.
                  style={{
                    width: 224,
                    height: 224,
                    objectFit: 'contain',
                    background: '#f5f5f5',
                    borderRadius: 4,
                  }}
                />
              ))}
            </Flex>
          </Flex>
        ) : content?.type === 'video' ? (
          <video
            aria-label="素材视频"
            src={url}
            poster={content.coverUrl ?? undefined}
            controls
            autoPlay
            width={MATERIAL_PREVIEW_VIDEO_SIZE.width}
            height={MATERIAL_PREVIEW_VIDEO_SIZE.height}
            style={{ background: '#000' }}
          />
        ) : (
          <img
            src={url}
            alt={content?.name}
            style={{ maxWidth: '100%', maxHeight: 600, objectFit: 'contain' }}
          />
        )}
      </Flex>
    </Modal>
  );
}
