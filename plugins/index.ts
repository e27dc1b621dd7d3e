// Every plugin the app ships, in registration order. A plugin folder missing from this list
// fails tests/unit/plugins.contract.test.ts.
import type { PluginDefinition } from '@/src/plugin-api';
import contactCard from './contact-card';
import ping from './ping';

export const plugins: PluginDefinition[] = [ping, contactCard];
