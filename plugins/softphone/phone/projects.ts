// The user's projects (GET /api/user/projects): their queues go into call headers and the transfer
// dialog; operators without one cannot change device state (noProject, spec 000 section 5).
import { apiRequest } from '@/src/plugin-api';

export interface Project {
  project_id: number;
  queue_name: string;
  title: string;
  /** The project's trunk title: the X-Trunk of its calls (the user's main trunk when null). */
  trunk: string | null;
}

export async function fetchProjects(): Promise<Project[]> {
  try {
    const { data } = await apiRequest<{ items?: Project[] }>('get', '/user/projects');
    return Array.isArray(data?.items) ? data.items : [];
  } catch {
    return [];
  }
}
