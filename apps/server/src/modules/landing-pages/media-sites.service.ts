import type {
  CreationRead,
  MediaSiteItem,
  MediaSiteListData,
  MediaSiteListQuery,
  MediaSiteMedium,
  MediaSitePreviewQuery,
} from '@toufang/contracts';
import type { kuaishou, oceanengine } from '@toufang/media-wire';
import { AppError } from '../../lib/app-error';
import type { AuthContext } from '../../http/access';
import type { CreationReadsService } from '../creation/creation-reads.service';

type Paged<T> = { list: T[]; page_info: MediaSiteListData['page_info'] };

/**
 * Per medium: which read lists its landing pages, how one becomes our item, and which read (if
 * any) answers a page's preview address — Kuaishou's list carries each page's address.
 */
const MEDIA_SITE_READS: {
  [M in MediaSiteMedium]: {
    list: CreationRead;
    item: (site: never) => MediaSiteItem;
    preview: CreationRead | null;
  };
} = {
  bytedance: {
    list: 'siteList',
    item: (site: oceanengine.Site) => ({
      site_id: site.site_id,
      name: site.name,
      status: site.status,
      thumbnail: site.thumbnail,
      create_time: site.create_time,
    }),
    preview: 'sitePreview',
  },
  kuaishou: {
    list: 'magicSiteList',
    item: (page: kuaishou.MagicSitePage) => ({
      site_id: String(page.id),
      name: page.name,
      status: String(page.audit_status),
      thumbnail: page.cover_img_url ?? '',
      create_time: page.create_time,
      url: page.url,
    }),
    preview: null,
  },
};

/**
 * The media's own landing pages (橙子建站, 魔力建站) of one account, for `/landing/land/tt|ks`:
 * read through the creation wizards' supporting reads (scope check, the account's token, mapped
 * replies), so the lists and the wizards' pickers answer alike.
 */
export class MediaSitesService {
  constructor(private readonly reads: CreationReadsService) {}

  async list(auth: AuthContext, query: MediaSiteListQuery): Promise<MediaSiteListData> {
    const { medium, ...rest } = query;
    const def = MEDIA_SITE_READS[medium];
    const answer = (await this.reads.read(auth, def.list, {
      advertiser_id: rest.advertiser_id,
      page: rest.page,
      per_page: rest.per_page,
      ...(rest.status && medium === 'bytedance' ? { status: rest.status } : {}),
    })) as Paged<never>;
    return { list: answer.list.map((site) => def.item(site)), page_info: answer.page_info };
  }

  async preview(auth: AuthContext, query: MediaSitePreviewQuery): Promise<{ url: string }> {
    const def = MEDIA_SITE_READS[query.medium];
    if (def.preview === null) {
      const found = (await this.reads.read(auth, def.list, {
        advertiser_id: query.advertiser_id,
        keyword: query.site_id,
        page: 1,
        per_page: 1,
      })) as Paged<never>;
      const site = found.list.map((s) => def.item(s)).find((s) => s.site_id === query.site_id);
      if (!site?.url) throw new AppError('NOT_FOUND', { params: { entity: '落地页' } });
      return { url: site.url };
    }
    return (await this.reads.read(auth, def.preview, {
      advertiser_id: query.advertiser_id,
      site_id: query.site_id,
    })) as { url: string };
  }
}
