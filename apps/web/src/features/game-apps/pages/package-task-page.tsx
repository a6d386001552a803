import { Navigate, useParams } from 'react-router';
import { SubPackagePanel } from '../sub-packages/sub-package-panel';

/** 分包管理 `/project/packageTask/:id` (hidden; spec 000 §2): `:id` is the Kuaishou app's id. */
export function PackageTaskPage() {
  const id = Number(useParams().id);
  if (!Number.isInteger(id) || id <= 0) return <Navigate to="/404" replace />;
  return <SubPackagePanel key={id} appId={id} />;
}
