import { can, definePlugin } from '@/src/plugin-api/declare';

export default definePlugin({
  id: 'contact-import',
  // Titles the shell shows before the plugin loads; the UI's own texts load with it (texts.ts).
  i18n: { en: { title: 'Import contacts' }, ru: { title: 'Импорт контактов' } },
  routes: [
    // Spec 000 section 2.1: /campaign/import/:id? (campaign.import), highlighting the projects' list entry.
    {
      path: '/campaign/import/:id?',
      title: 'title',
      permission: 'campaign.import',
      importPageOf: 'campaign',
      load: () => import('./ImportPage'),
    },
  ],
  slots: {
    // Spec 000 section 2.3: the import dropdown, for admin and supervisor; its list needs campaign.import.
    topbar: [
      {
        id: 'contact-import.panel',
        order: 20,
        roles: ['ROLE_ADMIN', 'ROLE_SUPERVISOR'],
        when: (ctx) => can(ctx.user, 'campaign.import'),
        load: () => import('./ImportPanel'),
      },
    ],
  },
});
