// The projects the user may import into: the ones they work in (all of them for an administrator).
import { useUserProjects } from '@/src/plugin-api';

interface Project {
  project_id: number;
  title: string;
}

export function useProjects() {
  const { data } = useUserProjects<Project>();
  return (data?.items ?? []).map((p) => ({ value: p.project_id, label: p.title }));
}
