// A call as the card's calls table reads it (spec 000 section 3, "Call").
import type { Role } from '../from-client';
import { maskPhone, phonesHiddenFor } from '../contacts/mask';
import type { CallListRow } from './repository';

/**
 * Hidden when the row's own contact hides phones, or when the listing was asked for through a contact that
 * hides them (`hiddenByRequest`): all calls of a masked number must not reveal it through another contact.
 */
export function callJson(row: CallListRow, role: Role, hiddenByRequest: boolean) {
  const { call: c } = row;
  const hidden =
    hiddenByRequest ||
    (row.contact !== null &&
      phonesHiddenFor(role, {
        contactShowPhone: row.contact.show_phone,
        campaignShowPhone: row.contactCampaignShowPhone,
      }));
  const shown = (phone: string) => (hidden ? maskPhone(phone) : phone);
  return {
    id: c.id,
    unique_id: c.unique_id,
    at: c.at.toISOString(),
    audio_path: c.audio_path,
    file_format: c.file_format,
    client_phone: shown(c.client_phone),
    campaign: row.campaign,
    context: c.context,
    // An outbound call dials the client, so its to_phone is the client's number too.
    to_phone: c.to_phone === c.client_phone ? shown(c.to_phone) : c.to_phone,
    bill_sec: c.bill_sec,
    duration: c.duration,
    initiator_hang_up: c.initiator_hang_up,
    status: c.status,
    status_operator: c.status_operator,
    contact: row.contact && { id: row.contact.id, full_name: row.contact.full_name },
    operator: row.operator,
    client_status: c.client_status,
    robot_status: c.robot_status,
    call_type: c.call_type,
    trunk: c.trunk,
    created_at: c.created_at.toISOString(),
  };
}
