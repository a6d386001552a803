import { useQuery } from '@tanstack/react-query';
import { PACKAGE_WARNING_LABELS } from '@toufang/domain';
import { Alert } from 'antd';
import { Link } from 'react-router';
import { fetchPackageWarnings, packageWarningsKey } from '../api';

/** Apps a warning names before it says how many more. */
const SHOWN = 5;

/**
 * 分包预警 (the version notice's 磁力引擎新增分包预警, spec 000 §1): the caller's Kuaishou apps whose
 * download links failed their last check or whose packages near the medium's quota, each linking
 * to its 分包管理.
 */
export function PackageWarnings() {
  const warnings = useQuery({
    queryKey: packageWarningsKey,
    queryFn: ({ signal }) => fetchPackageWarnings(signal),
  });
  const list = warnings.data?.list ?? [];
  if (list.length === 0) return null;
  return (
    <Alert
      type="error"
      showIcon
      style={{ marginBottom: 12 }}
      message={`分包预警：${list.length} 个应用需要处理`}
      description={
        <ul style={{ margin: 0, paddingLeft: 18 }}>
          {list.slice(0, SHOWN).map((w) => (
            <li key={w.app_id}>
              <Link to={`/project/packageTask/${w.app_id}`}>{w.app_name}</Link>（账户{' '}
              {w.advertiser_id ?? '—'}）：
              {w.kinds
                .map((k) =>
                  k === 'quota'
                    ? `${PACKAGE_WARNING_LABELS.quota}（${w.used ?? 0} / ${w.quota ?? 0}）`
                    : `${PACKAGE_WARNING_LABELS.download}（${w.download_failures} 个）`,
                )
                .join('；')}
            </li>
          ))}
          {list.length > SHOWN && <li>另有 {list.length - SHOWN} 个应用</li>}
        </ul>
      }
    />
  );
}
