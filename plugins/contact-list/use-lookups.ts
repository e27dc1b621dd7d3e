// The values the filters and the bulk actions offer.
import { useGet } from './use-get';
import type { Coloured, Named, Operator } from './types';

interface Project {
  project_id: number;
  title: string;
}

/** The projects this user works with (all of them for an administrator). */
export function useProjects(): Named[] {
  const reply = useGet<{ items: Project[] }>('/user/projects');
  return (reply?.items ?? []).map((p) => ({ id: p.project_id, title: p.title }));
}

/** The statuses of these projects, or every status when none is chosen. */
export function useStatuses(projectIds: number[], enabled = true): Coloured[] {
  const query = { project_ids: projectIds, limit: 500 };
  return useGet<{ items: Coloured[] }>(enabled ? '/status/list/' : null, query)?.items ?? [];
}

export function useOperators(enabled: boolean): Operator[] {
  return useGet<Operator[]>(enabled ? '/user/get_operators' : null) ?? [];
}
