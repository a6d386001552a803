import type { LandingComponent } from '@toufang/contracts';
import { renderLandingPage } from '@toufang/domain';
import { useMemo } from 'react';

/**
 * The page as a phone shows it: the same document the public address serves (without its script,
 * so nothing is counted), in a 375 × 667 frame.
 */
export function PhonePreview({
  title,
  components,
}: {
  title: string;
  components: readonly LandingComponent[];
}) {
  const html = useMemo(
    () => renderLandingPage({ slug: 'preview', title, components }),
    [title, components],
  );
  return (
    <div
      style={{
        width: 399,
        padding: '36px 12px',
        borderRadius: 36,
        background: '#1f1f1f',
        boxShadow: '0 8px 24px rgba(0,0,0,0.2)',
      }}
    >
      <iframe
        title="手机预览"
        sandbox=""
        srcDoc={html}
        style={{ width: 375, height: 667, border: 0, borderRadius: 4, background: '#fff' }}
      />
    </div>
  );
}
