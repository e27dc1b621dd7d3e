import { definePlugin } from '@/src/plugin-api/declare';

export default definePlugin({
  id: 'calls-report',
  // Titles the shell shows before the plugin loads; the UI's own texts load with it (texts.ts).
  i18n: { en: { title: 'Calls' }, ru: { title: 'Звонки' } },
  routes: [
    // Spec 000 section 2.1: /call/list (call.list), "Calls" under the reports.
    {
      path: '/call/list',
      title: 'title',
      permission: 'call.list',
      menu: { parent: 'report', order: 30, iconName: 'PhoneOutlined' },
      load: () => import('./CallsReportPage'),
    },
  ],
});
