import { AdIdBulkSearch } from '../components/ad-id-bulk-search';
import { AdIdSearch } from '../components/ad-id-search';
import { ChannelIds } from '../components/channel-ids';
import { CHANNEL_ID_DEFINITIONS } from '../medium-definitions';

/** 渠道ID `/transConfig/media` (spec 000 §2; ability amt:adid_category_list). */
export function BytedanceChannelIdsPage() {
  return <ChannelIds definition={CHANNEL_ID_DEFINITIONS.bytedance} />;
}

/** `/transConfigKs/mediaKs`. */
export function KuaishouChannelIdsPage() {
  return <ChannelIds definition={CHANNEL_ID_DEFINITIONS.kuaishou} />;
}

/** `/transConfigQq/mediaQq`. */
export function TencentChannelIdsPage() {
  return <ChannelIds definition={CHANNEL_ID_DEFINITIONS.tencent} />;
}

/** 其他媒体 `/transConfigOther/mediaOther`. */
export function OtherChannelIdsPage() {
  return <ChannelIds definition={CHANNEL_ID_DEFINITIONS.other} />;
}

/** 广告ID查询 `/landing/adid` (ability searchadid:detail). */
export function AdIdSearchPage() {
  return <AdIdSearch />;
}

/** 广告ID批量查询 `/landing/moreadid` (ability searchadid:search). */
export function AdIdBulkSearchPage() {
  return <AdIdBulkSearch />;
}
