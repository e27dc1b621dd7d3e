// One request per route that names an object (config.scope.names), built from a World, for the generated
// matrix of scope-matrix.test.ts. A scoped route without a sample fails that test: a new route must say how
// it is called before it can ship. `ok` is the answer of a caller who holds the keys and sees the object.
import type { PermissionKey, Role } from '../../../server/from-client';
import type { Payload } from '../contacts-helpers';
import type { World } from './scope-world';

export interface Caller {
  id: number;
  role: Role;
  extension: string | null;
}

export interface Sample {
  url: (w: World, me: Caller) => string;
  payload?: (w: World) => Payload;
  ok: number;
  /** Keys the sample's own body needs beyond the route's (the handler checks them). */
  needs?: PermissionKey[];
  /** The route's own rule for this caller when it differs from `ok` (not a scope rule). */
  otherwise?: (me: Caller) => number | undefined;
}

const MINUTE = 60_000;
/** A time no other world's task takes, in the route's DD-MM-YYYY HH:mm. */
function freeMinute(w: World): string {
  const at = new Date(Date.UTC(2031, 0, 1) + w.contact * MINUTE * 7);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(at.getUTCDate())}-${two(at.getUTCMonth() + 1)}-${at.getUTCFullYear()} ${two(at.getUTCHours())}:${two(at.getUTCMinutes())}`;
}

const guestsNeverChangeNotes = (me: Caller) => (me.role === 'ROLE_GUEST' ? 403 : undefined);
const card = { phone: '', full_name: 'Renamed' };

export const SAMPLES: Record<string, Sample> = {
  'GET /api/contact/:id': { url: (w) => `/api/contact/${w.contact}`, ok: 200 },
  // A new contact in the world's project, with the world's phone (a phone may belong to several contacts)
  // and its card's required labels.
  'POST /api/contact/create': {
    url: () => '/api/contact/create',
    payload: (w) => ({
      campaign_id: String(w.project),
      phone: w.phone,
      full_name: 'New',
      dynamic_data: w.cardData,
    }),
    ok: 201,
  },
  'DELETE /api/contact/delete/:id': { url: (w) => `/api/contact/delete/${w.contact}`, ok: 204 },
  // A card save names the call task it completes (server/contacts/linked-task.ts) beside its project.
  'PUT /api/contact/update/:id': {
    url: (w) => `/api/contact/update/${w.contact}`,
    payload: (w) => ({ ...card, phone: w.phone, campaign: String(w.project), taskId: String(w.task) }),
    ok: 200,
  },
  'PUT /api/contact/update_card/:id': {
    url: (w) => `/api/contact/update_card/${w.contact}`,
    payload: (w) => ({ ...card, phone: w.phone, campaign: String(w.project), taskId: String(w.task) }),
    ok: 200,
  },
  'PUT /api/contact/update/min/:id': {
    url: (w) => `/api/contact/update/min/${w.contact}`,
    payload: (w) => ({ full_name: 'Renamed', campaign: String(w.project), taskId: String(w.task) }),
    ok: 200,
    needs: ['contact.update'],
  },
  'GET /api/contact/get_contact_user/:id': {
    url: (w) => `/api/contact/get_contact_user/${w.contact}`,
    ok: 200,
  },
  'GET /api/contact/get_robot_data/:id': { url: (w) => `/api/contact/get_robot_data/${w.contact}`, ok: 200 },
  'PUT /api/contact/create_additional_phone/:contactId': {
    url: (w) => `/api/contact/create_additional_phone/${w.contact}`,
    payload: (w) => ({ phone: `7986${String(w.contact).padStart(7, '0')}` }),
    ok: 201,
  },
  'DELETE /api/additional_phone/delete/:id': {
    url: (w) => `/api/additional_phone/delete/${w.additionalPhone}`,
    ok: 204,
  },
  'PUT /api/contact/swap_phone/:contactId': {
    url: (w) => `/api/contact/swap_phone/${w.contact}`,
    payload: (w) => ({ additional_phone_id: w.additionalPhone }),
    ok: 200,
  },
  'GET /api/contact/check_phone': {
    url: (w) => `/api/contact/check_phone?phone=79870000000&contact_id=${w.contact}`,
    ok: 200,
  },
  'GET /api/contact/check_email': {
    url: (w) => `/api/contact/check_email?email=x@y.test&contact_id=${w.contact}`,
    ok: 200,
  },
  'GET /api/contact/list/cards': { url: (w) => `/api/contact/list/cards?campaign_id=${w.project}`, ok: 200 },
  'GET /api/robot/campaign/scripts-operator/:campaign_id': {
    url: (w) => `/api/robot/campaign/scripts-operator/${w.project}`,
    ok: 200,
  },
  'GET /api/robot/campaign/getTransferPhones/:campaign_id': {
    url: (w) => `/api/robot/campaign/getTransferPhones/${w.project}`,
    ok: 200,
  },
  'GET /api/message/list/:contactId': {
    url: (w) => `/api/message/list/${w.contact}?type=TYPE_EMAIL&campaign_id=${w.project}`,
    ok: 200,
    needs: ['contact.emailShow'],
  },
  'POST /api/message/create': {
    url: () => '/api/message/create',
    payload: (w) => ({
      type: 'TYPE_EMAIL',
      text: 'Hello',
      email_subject: 'Hi',
      contact: w.contact,
      call: w.call,
      campaign: w.project,
      file: w.file,
    }),
    ok: 201,
    needs: ['contact.emailCreate'],
  },
  'GET /api/message/getFile/:file': { url: (w) => `/api/message/getFile/${w.file}`, ok: 200 },
  'POST /api/note/create': {
    url: () => '/api/note/create',
    payload: (w) => ({ text: 'A new note', contact: w.contact }),
    ok: 201,
  },
  'GET /api/note/list': { url: (w) => `/api/note/list?contact_id=${w.contact}`, ok: 200 },
  'PUT /api/note/update/:id': {
    url: (w) => `/api/note/update/${w.note}`,
    payload: () => ({ text: 'Changed' }),
    ok: 200,
    otherwise: guestsNeverChangeNotes,
  },
  'DELETE /api/note/delete/:id': {
    url: (w) => `/api/note/delete/${w.note}`,
    ok: 204,
    otherwise: guestsNeverChangeNotes,
  },
  'POST /api/task/create': {
    url: () => '/api/task/create',
    payload: (w) => ({ text: 'Call back', notification_at: freeMinute(w), contact: w.contact }),
    ok: 201,
    // Guests hold no tasks: with no operator on the contact there is nobody to give it to.
    otherwise: (me) => (me.role === 'ROLE_GUEST' ? 400 : undefined),
  },
  'GET /api/task/list': { url: (w) => `/api/task/list?contact_id=${w.contact}`, ok: 200 },
  'PUT /api/task/update/:id': {
    url: (w) => `/api/task/update/${w.task}`,
    payload: () => ({ text: 'Changed' }),
    ok: 200,
  },
  'POST /api/task/success/:id': { url: (w) => `/api/task/success/${w.task}`, ok: 200 },
  'DELETE /api/task/delete/:id': { url: (w) => `/api/task/delete/${w.task}`, ok: 204 },
  'PUT /api/notification/update/:id': {
    url: (w) => `/api/notification/update/${w.task}`,
    payload: () => ({ text: 'Changed' }),
    ok: 200,
  },
  'POST /api/notification/success/:id': { url: (w) => `/api/notification/success/${w.task}`, ok: 200 },
  'DELETE /api/notification/delete/:id': { url: (w) => `/api/notification/delete/${w.task}`, ok: 204 },
  'GET /api/call/list': { url: (w) => `/api/call/list?contact=${w.contact}`, ok: 200 },
  // The last tags of the card's number, read from its contact (a masked card sends the masked number).
  'GET /api/tag/last/:phone': {
    url: (w) => `/api/tag/last/${encodeURIComponent('*****00')}?contact_id=${w.contact}`,
    ok: 200,
  },
  'PUT /api/call/update/:id': {
    url: (w) => `/api/call/update/${w.call}`,
    payload: () => ({ status: 3 }),
    ok: 200,
  },
  'DELETE /api/call/delete/:id': { url: (w) => `/api/call/delete/${w.call}`, ok: 204 },
  'POST /api/call/get_files_type': {
    url: () => '/api/call/get_files_type',
    payload: (w) => ({ id: w.call }),
    ok: 200,
  },
  'GET /node/call/contact/': {
    url: (w, me) =>
      `/node/call/contact/?type=TYPE_SYSTEM&phone=${w.phone}&operator_phone=${me.extension ?? '1001'}` +
      `&contact_id=${w.contact}&campaign_id=${w.project}`,
    ok: 200,
    // A user reports calls only for their own extension (docs/decisions.md, "Telephony routes").
    otherwise: (me) => (me.extension === null && me.role !== 'ROLE_ADMIN' ? 403 : undefined),
  },
};
