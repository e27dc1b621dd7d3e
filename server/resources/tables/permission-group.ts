// Permission groups: the foundation's `permission_groups` table. The API speaks a list of catalogue keys
// (`permissions: ['user.list', ...]`, unknown keys refused by the generated schema); the column keeps the
// comma-separated string that GET /api/user/get sends (spec 001 section 3) and the guard reads. A group
// that users belong to cannot be deleted (the users' foreign key refuses it: 409 permissionGroupInUse).
// Nobody hands out more than they hold (server/auth/grants.ts): a group's new keys must be the caller's
// own, and a group holding keys the caller lacks is not theirs to edit, copy or delete (403).
import { assertCovered, groupKeys } from '../../auth/grants';
import { permissionGroups } from '../../db/schema';
import { parsePermissions } from '../../from-client';
import { defineServerResource, type DeleteContext, type Values, type WriteContext } from '../types';

async function beforeWrite(values: Values, { db, id, request }: WriteContext): Promise<Values> {
  if (id !== undefined) assertCovered(request.currentUser, { keys: await groupKeys(db, id) });
  if (Array.isArray(values.permissions))
    assertCovered(request.currentUser, { keys: values.permissions as string[] });
  return values;
}

async function beforeDelete(id: number, { db, request }: DeleteContext) {
  assertCovered(request.currentUser, { keys: await groupKeys(db, id) });
}

export default defineServerResource('permission', permissionGroups, {
  storage: {
    permissions: {
      store: (keys) => (keys as string[]).join(','),
      read: (csv) => parsePermissions(csv as string),
    },
  },
  beforeWrite,
  beforeDelete,
  inUse: 'permissionGroupInUse',
});
