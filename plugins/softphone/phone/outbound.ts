// The checks before an outgoing call and its X- headers (spec 000 section 5, Calling; spec 001 section 7).
import type { PhoneCallRequest } from '@/src/plugin-api';

export type OutboundRefusal = 'empty' | 'callToOperatorNumber' | 'trunkErrorUser';

export interface OutboundPlan {
  digits: string;
  headers: string[];
}

export interface CallerContext {
  extension: string;
  mainTrunk: string | null;
  /** The project the call belongs to, when known: its queue and trunk go into the headers. */
  project: { id: number; queueName: string; trunk: string | null } | null;
}

/** Refused calls name the notice to show; 'empty' plays the rejected sound instead. */
export function planOutbound(
  request: PhoneCallRequest,
  caller: CallerContext,
): OutboundPlan | OutboundRefusal {
  const digits = request.phone.replace(/\D/g, '');
  if (!digits) return 'empty';
  // Four digits or fewer is an extension: calling operators is not allowed.
  if (digits.length <= 4) return 'callToOperatorNumber';
  if (!caller.mainTrunk) return 'trunkErrorUser';
  const project = caller.project;
  const headers = [
    `X-Campaign: ${project?.id ?? request.campaignId ?? ''}`,
    `X-Main-Trunk: ${caller.mainTrunk}`,
    `X-Queue: ${project?.queueName ?? ''}`,
    `X-Trunk: ${project?.trunk ?? caller.mainTrunk}`,
    `X-Sip: ${caller.extension}`,
  ];
  return { digits, headers };
}
