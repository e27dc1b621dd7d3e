// The projects the user may import into: the ones they work in (all of them for an administrator).
import { useApiQuery } from '@/src/plugin-api';

interface Project {
  project_id: number;
  title: string;
}

export function useProjects() {
  const { data } = useApiQuery<{ items: Project[] }>('/user/projects');
  return (data?.items ?? []).map((p) => ({ value: p.project_id, label: p.title }));
}
