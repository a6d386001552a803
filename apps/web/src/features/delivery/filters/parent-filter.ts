/**
 * The parent a drill-down opened a tab with (spec 001 §2: an account name opens its projects, a
 * project name its ads, an ad name its materials), shown as a removable tag.
 */
export interface ParentFilter {
  kind: 'account' | 'project' | 'promotion';
  id: string;
  name: string;
}

export const PARENT_LABELS: Record<ParentFilter['kind'], string> = {
  account: '账户',
  project: '项目',
  promotion: '广告',
};

/** The request parameter a parent filters by. */
export function parentParams(parent: ParentFilter | undefined): Record<string, string[]> {
  if (parent === undefined) return {};
  switch (parent.kind) {
    case 'account':
      return { advertiser_ids: [parent.id] };
    case 'project':
      return { project_id: [parent.id] };
    case 'promotion':
      return { promotion_id: [parent.id] };
  }
}
