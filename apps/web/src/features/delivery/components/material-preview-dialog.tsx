import { useQuery } from '@tanstack/react-query';
import { MaterialPreviewModal } from '../../../components/material-preview-modal';
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
  /** The file's address where the row already holds it (nothing to load then). */
  url?: string | null;
}

export interface MaterialPreviewDialogProps {
  target: MaterialPreviewTarget | undefined;
  onClose: () => void;
}

/** 素材预览 of a material on a medium (spec 001 §7 material URL endpoint). */
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
    enabled: target !== undefined && target.url === undefined,
  });
  const url = target?.url ?? query.data?.url ?? (target?.type === 'image' ? target.coverUrl : null);
  const cover = query.data?.cover_url ?? target?.coverUrl ?? null;

  return (
    <MaterialPreviewModal
      content={
        target && {
          type: target.type,
          name: target.name,
          url,
          coverUrl: cover,
          loading: query.isLoading,
        }
      }
      onClose={onClose}
    />
  );
}
