import { DESIGNER_LIST_PATH } from '@toufang/contracts';
import type { DesignerOption, DesignerOptions } from '@toufang/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../api/client';
import { clientPath } from '../api-reports';

/** Under the users' prefix (`['users']`): invalidating it refreshes the picker too. */
export const DESIGNER_OPTIONS_KEY = ['users', 'designers'] as const;

/** Enabled designers (spec 001 §7 "designer list"); the picker searches them in the browser. */
export function fetchDesignerOptions(signal?: AbortSignal): Promise<DesignerOptions> {
  return apiGet<DesignerOptions>(clientPath(DESIGNER_LIST_PATH), undefined, { signal });
}

export function useDesignerOptions() {
  return useQuery({
    queryKey: DESIGNER_OPTIONS_KEY,
    queryFn: ({ signal }) => fetchDesignerOptions(signal),
    staleTime: 60_000,
  });
}

/** 姓名（用户名）: nick names repeat, user names do not. */
export function designerLabel(designer: DesignerOption): string {
  return `${designer.nick_name}（${designer.username}）`;
}
