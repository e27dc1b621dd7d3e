// The operator's /userreport socket (spec 001 section 7): status and call events go out; the server may
// disable calling (updateStateAmount) or say this operator is connected elsewhere (limitConnections).
import { authToken, softphoneRole } from '@/src/plugin-api';
import { connectUserReport } from '../report/user-report-socket';
import type { EngineContext } from './engine-context';
import type { Presence } from './types';

export function openReportChannel(ctx: EngineContext, forcePresence: (p: Presence) => void): () => void {
  const { user, store } = ctx;
  if (!softphoneRole(user).worksQueues || !user.extension) return () => undefined;
  const operPhone = user.extension;
  const connection = connectUserReport({
    userId: user.id,
    operPhone,
    token: authToken,
    t: (key) => ctx.t(key),
    onStateAmount: (required) => {
      if (required) store.set({ blocked: 'amountRequired' });
      else if (store.get().blocked === 'amountRequired') store.set({ blocked: null });
    },
    onLimitConnections: () => {
      forcePresence('no_active');
      store.set({ blocked: 'limitConnections' });
    },
  });
  let sequence = 0;
  ctx.report = (event, extra = {}) =>
    connection.report({
      id: ++sequence,
      event,
      oper_phone: operPhone,
      oper_full_name: user.fullName,
      queue_names: ctx.projects.map((p) => p.queue_name),
      client_queue_name: null,
      client_phone: null,
      client_id: null,
      ...extra,
    });
  return () => {
    ctx.report = () => undefined;
    connection.close();
  };
}
