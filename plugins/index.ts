// Every plugin the app ships, in registration order. A plugin folder missing from this list
// fails tests/unit/plugins.contract.test.ts.
import type { PluginDefinition } from '@/src/plugin-api';
import callsReport from './calls-report';
import cardList from './card-list';
import contactCard from './contact-card';
import contactImport from './contact-import';
import contactList from './contact-list';
import exportQueue from './export-queue';
import messages from './messages';
import notes from './notes';
import ping from './ping';
import softphone from './softphone';
import tasks from './tasks';

export const plugins: PluginDefinition[] = [
  ping,
  contactImport,
  exportQueue,
  contactCard,
  cardList,
  contactList,
  callsReport,
  notes,
  tasks,
  messages,
  softphone,
];
