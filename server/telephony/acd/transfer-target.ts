// Where an operator's consult call (the transfer dialog's INVITE, X-Bar: TYPE_TRANSFER) goes (spec 000 section
// 4.4 and 5): a project queue (the queue switch sends its name, `campaign_<id>` or an older stored name, also
// as X-Queue), one of the project's stored transfer phones (its trunk, SIP flag and music class), or a typed
// number of 5+ digits through the project's trunk. Anything else never leaves (a short number is an extension,
// which Kamailio connects directly).
import { eq, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { campaigns } from '../../db/schema';
import type { TransferPhone } from '../../resources/json/transfer-phones';

export type TransferTarget =
  | { kind: 'queue'; campaignId: number; queueName: string }
  | { kind: 'phone'; phone: string; trunkName: string; isSipTrunk: boolean; mohClass: string }
  | { kind: 'number'; number: string }
  | { kind: 'invalid' };

export interface TransferRequest {
  /** The consult INVITE's R-URI user. */
  dialled: string;
  /** Its X-Queue header, when the queue switch was used. */
  queueHeader?: string | null;
}

const TYPED_NUMBER = /^\+?[0-9]{5,32}$/;
const cleaned = (phone: string) => phone.replace(/[\s().-]/g, '');

/** The target's kind from the request, the project's stored phones and the queue named, if it exists. */
export function transferTargetOf(
  request: TransferRequest,
  phones: readonly TransferPhone[],
  queue: { id: number; queue_name: string } | null,
): TransferTarget {
  const dialled = cleaned(request.dialled.trim());
  if (queue) return { kind: 'queue', campaignId: queue.id, queueName: queue.queue_name };
  const stored = phones.find((p) => p.phone === dialled || p.phone.split('@')[0] === dialled);
  if (stored)
    return {
      kind: 'phone',
      phone: stored.phone,
      trunkName: stored.trunk,
      isSipTrunk: stored.is_sip_trunk,
      mohClass: stored.moh_class,
    };
  return TYPED_NUMBER.test(dialled) ? { kind: 'number', number: dialled } : { kind: 'invalid' };
}

/** The target of a consult call made during a call of project `campaignId` (null: a call of no project). */
export async function resolveTransferTarget(
  db: Db,
  request: TransferRequest,
  campaignId: number | null,
): Promise<TransferTarget> {
  const names = [request.queueHeader, request.dialled].map((n) => n?.trim()).filter((n): n is string => !!n);
  const [queue] = names.length
    ? await db
        .select({ id: campaigns.id, queue_name: campaigns.queue_name })
        .from(campaigns)
        .where(or(...names.map((name) => eq(campaigns.queue_name, name))))
    : [];
  const [project] = campaignId
    ? await db
        .select({ phones: campaigns.transfer_phones })
        .from(campaigns)
        .where(eq(campaigns.id, campaignId))
    : [];
  const phones = Array.isArray(project?.phones) ? (project.phones as TransferPhone[]) : [];
  return transferTargetOf(request, phones, queue ?? null);
}
