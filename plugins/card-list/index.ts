import { definePlugin } from '@/src/plugin-api/declare';

export default definePlugin({
  id: 'card-list',
  // Titles the shell shows before the plugin loads; the UI's own texts load with it (texts.ts).
  i18n: { en: { title: 'Manual calls' }, ru: { title: 'Ручной обзвон' } },
  routes: [
    {
      // Spec 000 section 2.1: manual calling of contacts, one card at a time, under Reports.
      path: '/report/cards',
      title: 'title',
      permission: 'contact.cardList',
      menu: { parent: 'report', order: 20 },
      load: () => import('./CardListPage'),
    },
  ],
  slots: {
    // The pager rides in the open card's top bar, where the call controls live, so the card stays usable.
    'contactCard.callBar': [{ id: 'card-list.pager', order: 10, load: () => import('./CardPagerBar') }],
  },
});
