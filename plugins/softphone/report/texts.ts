// The texts of the /userreport connection (spec 001 section 8: reconnecting with timeTrackingDisabled,
// warning 3 s; timeTrackingAvailable, success), under `report.` of the softphone namespace.
import { pluginTexts } from '@/src/plugin-api';

const en = {
  report: {
    reconnecting: 'Connection lost, reconnecting…',
    timeTrackingDisabled: 'Time tracking is paused until the connection is back.',
    timeTrackingAvailable: 'Time tracking is available',
    refused: 'Time tracking is unavailable',
  },
};

const ru: typeof en = {
  report: {
    reconnecting: 'Связь потеряна, переподключаемся…',
    timeTrackingDisabled: 'Учёт рабочего времени приостановлен до восстановления связи.',
    timeTrackingAvailable: 'Учёт рабочего времени доступен',
    refused: 'Учёт рабочего времени недоступен',
  },
};

export type ReportTextKey = keyof typeof en.report;

export const reportTexts = pluginTexts('softphone', { en, ru });
