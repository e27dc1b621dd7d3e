// Each export type's source (docs/exports.md).
import type { CompiledResource } from '../../resources/compile';
import type { ExportType } from '../constants';
import { blacklistSource } from './blacklist';
import { callSource } from './calls';
import { CONTACT_TYPE_CONDITIONS, contactSource } from './contacts';
import { kpiSource } from './kpi';
import type { ExportSource } from './source';
import { userStatesSource } from './user-states';
import { userStatisticsSource } from './user-statistics';

export function exportSources(resources: readonly CompiledResource[]): Record<ExportType, ExportSource> {
  const blackList = resources.find((r) => r.declaration.name === 'blackList');
  if (!blackList) throw new Error('exports: the blackList resource is not registered');
  return {
    contact: contactSource(CONTACT_TYPE_CONDITIONS.contact),
    new: contactSource(CONTACT_TYPE_CONDITIONS.new),
    no_answer: contactSource(CONTACT_TYPE_CONDITIONS.no_answer),
    robot: contactSource(CONTACT_TYPE_CONDITIONS.robot),
    call: callSource,
    blacklist: blacklistSource(blackList),
    user_statistics: userStatisticsSource,
    user_statistics_history: userStatesSource,
    kpi_report: kpiSource,
  };
}
