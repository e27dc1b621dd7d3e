import { useCan, useResourceParams } from '@refinedev/core';

/** The file manager's Refine resource (route registry entry `fileManager`, API `file_manager`). */
export const FILES = 'fileManager';

/** A managed file as the API shows it. */
export interface ManagedFile {
  id: number;
  name: string;
  size: number;
  content_type: string;
  created_at: string;
  updated_at: string;
  url: string;
}

/** Whether the user holds an action's keys (the entry's `meta.access` map), asked like Refine's buttons ask. */
export function useFileAction(action: 'create' | 'edit' | 'delete' | 'download'): boolean {
  const { resource } = useResourceParams({ resource: FILES });
  const { data } = useCan({ resource: FILES, action, params: { resource } });
  return Boolean(data?.can);
}
