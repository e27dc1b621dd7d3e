import { definePlugin } from '@/src/plugin-api/declare';

export default definePlugin({
  id: 'export-queue',
  slots: {
    // Spec 000 section 2.3: the export dropdown, for admin and supervisor (their own exports).
    topbar: [
      {
        id: 'export-queue.panel',
        order: 21,
        roles: ['ROLE_ADMIN', 'ROLE_SUPERVISOR'],
        load: () => import('./ExportPanel'),
      },
    ],
  },
});
