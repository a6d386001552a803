import { useQuery } from '@tanstack/react-query';
import {
  MATERIAL_PREVIEW_TITLE,
  MATERIAL_PREVIEW_VIDEO_SIZE,
  MATERIAL_PREVIEW_WIDTH,
} from '@toufang/domain';
import { Empty, Flex, Modal, Spin } from 'antd';
import { fetchMaterialUrl } from '../api-reports';

/** The material whose file is shown. */
export interface MaterialPreviewTarget {
  advertiserId: string;
  /** The id the URL endpoint takes (vi_id). */
  fileId: string;
  type: 'video' | 'image';
  name: string;
  /** What the list already knows, shown while the file's URL loads. */
  coverUrl: string | null;
}

export interface MaterialPreviewDialogProps {
  target: MaterialPreviewTarget | undefined;
  onClose: () => void;
}

/**
 * 素材预览 (spec 001 §7 material URL endpoint): 750 px wide, images at their size within it,
 * videos play at 720×405.
 */
export function MaterialPreviewDialog({ target, onClose }: MaterialPreviewDialogProps) {
  const query = useQuery({
    queryKey: ['delivery', 'material-url', target?.advertiserId, target?.type, target?.fileId],
    queryFn: ({ signal }) =>
      fetchMaterialUrl(
        {
          vi_id: target?.fileId ?? '',
          type: target?.type ?? 'image',
          advertiser_id: target?.advertiserId ?? '',
        },
        signal,
      ),
    enabled: target !== undefined,
  });
  const url = query.data?.url ?? (target?.type === 'image' ? target.coverUrl : null);
  const cover = query.data?.cover_url ?? target?.coverUrl ?? undefined;

  return (
    <Modal
      open={target !== undefined}
      title={target ? `${MATERIAL_PREVIEW_TITLE} - ${target.name}` : MATERIAL_PREVIEW_TITLE}
      width={MATERIAL_PREVIEW_WIDTH}
      footer={null}
      onCancel={onClose}
      destroyOnHidden
    >
      <Flex justify="center" align="center" style={{ minHeight: 200 }}>
        {query.isLoading && !url ? (
          <Spin />
        ) : !url ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="素材文件不存在" />
        ) : target?.type === 'video' ? (
          <video
            aria-label="素材视频"
            src={url}
            poster={cover ?? undefined}
            controls
            autoPlay
            width={MATERIAL_PREVIEW_VIDEO_SIZE.width}
            height={MATERIAL_PREVIEW_VIDEO_SIZE.height}
            style={{ background: '#000' }}
          />
        ) : (
          <img
            src={url}
            alt={target?.name}
            style={{ maxWidth: '100%', maxHeight: 600, objectFit: 'contain' }}
          />
        )}
      </Flex>
    </Modal>
  );
}
