import { useEffect, useState } from 'react';
import { useApi } from '@/src/plugin-api';

/** An item of GET /user/projects (spec 001 section 7). */
export interface Project {
  project_id: number;
  queue_name: string;
  title?: string;
}

export type Projects = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; items: Project[] };

/** The projects the signed-in user works in: the ones whose contacts they may call. */
export function useProjects(): Projects {
  const request = useApi();
  const [projects, setProjects] = useState<Projects>({ state: 'loading' });
  useEffect(() => {
    let live = true;
    request<{ items?: Project[] }>('get', '/user/projects')
      .then(({ status, data }) => {
        if (!live) return;
        const items = status === 200 ? data?.items : undefined;
        setProjects(Array.isArray(items) ? { state: 'ready', items } : { state: 'failed' });
      })
      .catch(() => live && setProjects({ state: 'failed' }));
    return () => {
      live = false;
    };
  }, [request]);
  return projects;
}
