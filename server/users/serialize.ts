// The user as the API shows it (docs/contracts.md): never the password hash or the SIP password.
import type { UserProfileRow } from './repository';

export function userJson({ user, userGroup, permissionGroup, trunkTitle }: UserProfileRow) {
  return {
    id: user.id,
    role: user.role,
    full_name: user.full_name,
    email: user.email,
    extension_username: user.extension_username,
    // The chosen trunk's title; users from before trunks existed may still carry a legacy name.
    main_trunk_name: trunkTitle ?? user.main_trunk_name,
    offset_timestamp: user.offset_timestamp,
    user_group: userGroup && {
      id: userGroup.id,
      title: userGroup.title,
      card_timeout: userGroup.card_timeout,
      operator_auto_answer: userGroup.operator_auto_answer,
    },
    permission_group: permissionGroup && {
      id: permissionGroup.id,
      title: permissionGroup.title,
      permissions: permissionGroup.permissions,
    },
    kpi_target_group: user.kpi_target_group_id === null ? null : { id: user.kpi_target_group_id },
    trunk: null,
    billing: null,
  };
}

export type UserJson = ReturnType<typeof userJson>;
