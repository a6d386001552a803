import type {
  DashboardHealth,
  DashboardLanding,
  DashboardOverview,
  MaterialOverview,
} from '@toufang/contracts';
import { apiGet } from '../../api/client';
import type { QueryParams } from '../../api/client';

export const DASHBOARD_KEY = ['dashboard'] as const;
export const DASHBOARD_OVERVIEW_KEY = [...DASHBOARD_KEY, 'overview'] as const;
export const DASHBOARD_HEALTH_KEY = [...DASHBOARD_KEY, 'health'] as const;

export const fetchOverview = (params: QueryParams, signal?: AbortSignal) =>
  apiGet<DashboardOverview>('/dashboard/overview', params, { signal });
export const fetchHealth = (signal?: AbortSignal) =>
  apiGet<DashboardHealth>('/dashboard/health', undefined, { signal });
export const DASHBOARD_LANDING_KEY = [...DASHBOARD_KEY, 'landing'] as const;
export const fetchLanding = (params: QueryParams, signal?: AbortSignal) =>
  apiGet<DashboardLanding>('/dashboard/landing', params, { signal });
export const MATERIAL_OVERVIEW_KEY = [...DASHBOARD_KEY, 'material'] as const;
export const fetchMaterialOverview = (params: QueryParams, signal?: AbortSignal) =>
  apiGet<MaterialOverview>('/dashboard/material', params, { signal });
