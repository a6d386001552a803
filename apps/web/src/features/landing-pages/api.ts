import type {
  LandingPageItem,
  LandingPageListData,
  LandingPageSaveBody,
  LandingSubmissionItem,
  MediaSiteListData,
  MediaSiteMedium,
  Paged,
} from '@toufang/contracts';
import { apiGet, apiPost, type QueryParams } from '../../api/client';

export const LANDING_KEY = ['landing-pages'] as const;
export const LANDING_LIST_KEY = [...LANDING_KEY, 'list'] as const;
export const PUBLISHED_LIST_KEY = [...LANDING_KEY, 'published'] as const;
export const mediaSitesKey = (medium: MediaSiteMedium, advertiserId: string) =>
  [...LANDING_KEY, 'media', medium, advertiserId] as const;

export interface LinkOption {
  id: number;
  label: string;
}

export const listLandingPages = (params: QueryParams, signal?: AbortSignal) =>
  apiGet<LandingPageListData>('/landing/page/list', params, { signal });
export const listPublishedPages = (params: QueryParams, signal?: AbortSignal) =>
  apiGet<LandingPageListData>('/landing/page/published', params, { signal });
export const fetchLandingPage = (id: number) =>
  apiGet<LandingPageItem>('/landing/page/detail', { id });
export const createLandingPage = (body: LandingPageSaveBody) =>
  apiPost<{ id: number }>('/landing/page/create', body);
export const updateLandingPage = (id: number, body: LandingPageSaveBody) =>
  apiPost<{ id: number }>('/landing/page/update', { id, ...body });
export const publishLandingPage = (id: number) =>
  apiPost<{ id: number; public_path: string }>('/landing/page/publish', { id });
export const unpublishLandingPage = (id: number) =>
  apiPost<{ id: number }>('/landing/page/unpublish', { id });
export const deleteLandingPage = (id: number) =>
  apiPost<{ deleted: number }>('/landing/page/delete', { id });
export const listSubmissions = (params: QueryParams, signal?: AbortSignal) =>
  apiGet<Paged<LandingSubmissionItem>>('/landing/page/submissions', params, { signal });
export const fetchLinkOptions = (kind: 'base' | 'adid', keyword: string, signal?: AbortSignal) =>
  apiGet<{ list: LinkOption[] }>('/landing/page/link-options', { kind, keyword }, { signal });

export const listMediaSites = (params: QueryParams, signal?: AbortSignal) =>
  apiGet<MediaSiteListData>('/landing/media/sites', params, { signal });
export const fetchMediaSitePreview = (
  medium: MediaSiteMedium,
  advertiserId: string,
  siteId: string,
) =>
  apiGet<{ url: string }>('/landing/media/site/preview', {
    medium,
    advertiser_id: advertiserId,
    site_id: siteId,
  });

/** The public address of a published page, on the origin the product is served from. */
export const publicUrl = (path: string) => `${window.location.origin}${path}`;
