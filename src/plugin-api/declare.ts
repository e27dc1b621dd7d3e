// The declaration-time part of the plugin API: all a plugin's index.ts may use. Every index.ts is read at
// startup, so it is in the login page's bundle; this module loads no UI, data hooks or transport (the SDK in
// index.ts does: Refine and react-query would follow a declaration into that bundle).
export { definePlugin } from './define-plugin';
export { isFeatureOn } from '@/src/boot/runtime-config';
export { isAllowed as can } from '@/src/permissions/catalogue';
export { softphoneRole } from '@/src/permissions/softphone-rules';
