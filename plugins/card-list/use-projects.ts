// The signed-in user's projects for the card list's project choice, through the SDK's query.
import { useUserProjects } from '@/src/plugin-api';

/** An item of GET /user/projects (spec 001 section 7). */
export interface Project {
  project_id: number;
  queue_name: string;
  title?: string;
}

export type Projects = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; items: Project[] };

/** The projects the signed-in user works in: the ones whose contacts they may call. */
export function useProjects(): Projects {
  const { data, isLoading } = useUserProjects<Project>();
  if (isLoading) return { state: 'loading' };
  const items = data?.items;
  return Array.isArray(items) ? { state: 'ready', items } : { state: 'failed' };
}
