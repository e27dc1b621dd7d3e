// Permission groups: the foundation's `permission_groups` table. The API speaks a list of catalogue keys
// (`permissions: ['user.list', ...]`, unknown keys refused by the generated schema); the column keeps the
// comma-separated string that GET /api/user/get sends (spec 001 section 3) and the guard reads. A group
// that users belong to cannot be deleted (the users' foreign key refuses it: 409 permissionGroupInUse).
import { permissionGroups } from '../../db/schema';
import { parsePermissions } from '../../shared';
import { defineServerResource } from '../types';

export default defineServerResource('permission', permissionGroups, {
  storage: {
    permissions: {
      store: (keys) => (keys as string[]).join(','),
      read: (csv) => parsePermissions(csv as string),
    },
  },
  inUse: 'permissionGroupInUse',
});
