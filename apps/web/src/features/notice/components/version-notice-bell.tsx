import { BellOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { isStarOnly } from '@toufang/domain';
import { Badge, Button, Tooltip } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useSessionStore } from '../../../stores/session-store';
import { fetchVersionNotice, markVersionNoticeRead, NOTICE_VERSION } from '../api';
import { VersionNoticeDialog } from './version-notice-dialog';

/**
 * spec 000 §4: the notice dialog opens by itself when the layer flag is 1 and is marked read (layer)
 * as it opens; the bell shows a dot when the icon flag is 1, and a click opens the notice and marks
 * it read (icon). Star-only users get no notice (spec 000 §5).
 */
export function VersionNoticeBell() {
  const infoLoaded = useSessionStore((state) => state.infoLoaded);
  const roles = useSessionStore((state) => state.roles);
  const enabled = infoLoaded && !isStarOnly(roles);
  const queryClient = useQueryClient();
  const { data } = useQuery({
    queryKey: ['version-notice', NOTICE_VERSION],
    queryFn: () => fetchVersionNotice(NOTICE_VERSION),
    enabled,
    staleTime: Infinity,
  });
  const [open, setOpen] = useState(false);
  const [iconRead, setIconRead] = useState(false);
  const layerHandled = useRef(false);

  const content = data?.notice ?? undefined;
  useEffect(() => {
    if (data?.layer !== 1 || !data.notice || layerHandled.current) return;
    layerHandled.current = true;
    setOpen(true);
    // Shown once: the cached answer says so too, so a header mounted again does not reopen it.
    queryClient.setQueryData(['version-notice', NOTICE_VERSION], { ...data, layer: 0 });
    markVersionNoticeRead(NOTICE_VERSION, 'layer').catch(() => undefined);
  }, [data, queryClient]);

  if (!enabled || data === undefined || content === undefined) return null;
  const dot = data.icon === 1 && !iconRead;

  const openFromBell = () => {
    setOpen(true);
    if (!dot) return;
    setIconRead(true);
    markVersionNoticeRead(NOTICE_VERSION, 'icon').catch(() => undefined);
  };

  return (
    <>
      <Tooltip title="版本更新">
        <Badge dot={dot} offset={[-4, 4]}>
          <Button
            type="text"
            aria-label="版本更新"
            icon={<BellOutlined style={{ color: '#fff', fontSize: 16 }} />}
            onClick={openFromBell}
          />
        </Badge>
      </Tooltip>
      <VersionNoticeDialog notice={content} open={open} onClose={() => setOpen(false)} />
    </>
  );
}
