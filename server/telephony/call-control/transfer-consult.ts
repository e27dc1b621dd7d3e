// An operator's consult call to a number (the transfer dialog's INVITE, X-Bar: TYPE_TRANSFER): where it goes
// is read with the project of the call the operator is transferring (acd/transfer-target.ts), a stored
// transfer phone leaving by its own trunk, a typed number by the project's. Its row is a TYPE_TRANSFER call
// showing the customer's number (X-Foo), so the customer's card lists it.
import type { Invitation } from 'sip.js';
import { resolveTransferTarget } from '../acd/transfer-target';
import type { FlowDeps } from './deps';
import { chooseTransferMusic } from './music';

export interface ConsultPlan {
  /** The project of the operator's live call (null: none), whose transfer phones and trunk apply. */
  campaignId: number | null;
  /** What to dial (digits); null: not a number we may dial (transferFailed). */
  digits: string | null;
  /** A stored phone's trunk title, tried before the project's. */
  trunkName: string | null;
  /** The customer's number, from X-Foo. */
  clientPhone: string;
  /** What the operator dialled: the REFER names it again (refer.ts). */
  target: string;
}

export const isConsult = (invitation: Invitation) =>
  /TYPE_TRANSFER/i.test(invitation.request.getHeader('X-Bar') ?? '');

export async function planConsult(deps: FlowDeps, invitation: Invitation): Promise<ConsultPlan> {
  const request = invitation.request;
  const target = request.getHeader('X-Dialled') ?? request.ruri?.user ?? '';
  const main = deps.interactions.mainOf(invitation.request.from.uri.user ?? '');
  const campaignId = main?.campaignId ?? null;
  const where = await resolveTransferTarget(deps.db, { dialled: target }, campaignId);
  // The held customer hears the stored phone's own music class (spec 000: transfer phone `moh_class`).
  await chooseTransferMusic(deps, main?.id, where).catch(() => false);
  const clientPhone = (request.getHeader('X-Foo') ?? main?.phone ?? '').replace(/\D/g, '');
  const plan = { campaignId, clientPhone, target, trunkName: null, digits: null };
  if (where.kind === 'number') return { ...plan, digits: where.number.replace(/\D/g, '') };
  if (where.kind === 'phone')
    return {
      ...plan,
      digits: where.phone.split('@')[0].replace(/\D/g, ''),
      trunkName: where.trunkName || null,
    };
  return plan;
}
