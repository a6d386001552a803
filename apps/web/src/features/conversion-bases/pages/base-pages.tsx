import { BaseBatches } from '../components/base-batches';
import { BaseDetail } from '../components/base-detail';
import { BaseList } from '../components/base-list';
import { BASE_DEFINITIONS } from '../medium-definitions';

/** 广告ID / 转化基础 `/transConfig/collect` (spec 000 §2; ability amt:linkbase). */
export function BytedanceBasesPage() {
  return <BaseList definition={BASE_DEFINITIONS.bytedance} />;
}

/** `/transConfigKs/collectKs`. */
export function KuaishouBasesPage() {
  return <BaseList definition={BASE_DEFINITIONS.kuaishou} />;
}

/** `/transConfigQq/collectQq`. */
export function TencentBasesPage() {
  return <BaseList definition={BASE_DEFINITIONS.tencent} />;
}

/** 其他媒体 `/transConfigOther/other`. */
export function OtherBasesPage() {
  return <BaseList definition={BASE_DEFINITIONS.other} />;
}

/** `/transConfig/collect/detail?id=`. */
export function BytedanceBaseDetailPage() {
  return <BaseDetail definition={BASE_DEFINITIONS.bytedance} />;
}

/** `/transConfigKs/collectKs/detail?id=`. */
export function KuaishouBaseDetailPage() {
  return <BaseDetail definition={BASE_DEFINITIONS.kuaishou} />;
}

/** `/transConfigQq/collectQq/detail?id=`. */
export function TencentBaseDetailPage() {
  return <BaseDetail definition={BASE_DEFINITIONS.tencent} />;
}

/** `/transConfigOther/other/detail?id=`. */
export function OtherBaseDetailPage() {
  return <BaseDetail definition={BASE_DEFINITIONS.other} />;
}

/** 端游媒体 `/transConfigPc/pc` (ability tradition:linkbase). */
export function PcBasesPage() {
  return <BaseList definition={BASE_DEFINITIONS.pc} />;
}

/** `/transConfigPc/pc/detail?id=`. */
export function PcBaseDetailPage() {
  return <BaseDetail definition={BASE_DEFINITIONS.pc} />;
}

/** 批量广告ID `/transConfig/collect/more?id=` (hidden; ability amt:linkbase). */
export function BytedanceBaseBatchesPage() {
  return <BaseBatches definition={BASE_DEFINITIONS.bytedance} />;
}

/** `/transConfigKs/collectKs/more?id=`. */
export function KuaishouBaseBatchesPage() {
  return <BaseBatches definition={BASE_DEFINITIONS.kuaishou} />;
}

/** `/transConfigQq/collectQq/more?id=`. */
export function TencentBaseBatchesPage() {
  return <BaseBatches definition={BASE_DEFINITIONS.tencent} />;
}
