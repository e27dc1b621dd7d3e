// GET /node/call/contact/ (spec 001 section 7): a call with a contact is recorded for the card's calls
// table and the reports, when it starts (outbound) or is answered (inbound).
import { telephonyRequest } from '@/src/plugin-api';
import type { ActiveCall } from './types';

export async function recordCall(operatorPhone: string, call: ActiveCall): Promise<void> {
  if (call.contactId === null || !call.phone || call.monitor) return;
  try {
    await telephonyRequest('get', '/call/contact/', {
      type: call.callType,
      phone: call.phone,
      operator_phone: operatorPhone,
      context: call.direction === 'incoming' ? 'inbound' : 'outbound',
      contact_id: call.contactId,
      ...(call.campaignId === null ? {} : { campaign_id: call.campaignId }),
    });
  } catch {
    // The record feeds reports; the call itself goes on.
  }
}
