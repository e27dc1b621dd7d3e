// The values the filters and the bulk actions offer. A refused or failed look-up leaves its select empty
// rather than breaking the page.
import { useApiQuery, useUserProjects } from '@/src/plugin-api';
import type { Coloured, Named, Operator } from './types';

interface Project {
  project_id: number;
  title: string;
}

/** The projects this user works with (all of them for an administrator). */
export function useProjects(): Named[] {
  const { data } = useUserProjects<Project>();
  return (data?.items ?? []).map((p) => ({ id: p.project_id, title: p.title }));
}

/** The statuses of these projects, or every status when none is chosen. */
export function useStatuses(projectIds: number[], enabled = true): Coloured[] {
  const query = { project_ids: projectIds, limit: 500 };
  return useApiQuery<{ items: Coloured[] }>('/status/list/', query, { enabled }).data?.items ?? [];
}

export function useOperators(enabled: boolean): Operator[] {
  return useApiQuery<Operator[]>('/user/get_operators', undefined, { enabled }).data ?? [];
}
