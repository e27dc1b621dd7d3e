// Request schemas of the contact routes. Bodies are form-encoded (or JSON): ids travel as digit strings so an
// empty value can mean "none", and dynamic_data as a JSON string (normalised by body.ts before validation).
import { idList, idParams } from '../http/schemas';

const line = { type: 'string', maxLength: 255 };
const idText = { type: 'string', pattern: '^\\d{0,10}$' };
export const ID_PARAMS = idParams('id');
export const CONTACT_ID_PARAMS = idParams('contactId');
export const PHONE_PARAMS = {
  type: 'object',
  required: ['phone'],
  properties: { phone: { type: 'string', minLength: 1, maxLength: 64 } },
};

const contactProperties = {
  full_name: line,
  phone: { type: 'string', maxLength: 64 },
  email: line,
  birth_date: { type: 'string', maxLength: 32 },
  region: line,
  tz: line,
  provider: line,
  position: line,
  city: line,
  address: { type: 'string', maxLength: 1000 },
  description: { type: 'string', maxLength: 10000 },
  status: idText,
  user: idText,
  campaign: idText,
  tags: idList(),
  call_date: { type: 'string', maxLength: 64 },
  dynamic_data: { type: 'object' },
  crm_id: line,
  show_phone: { type: 'boolean' },
};
/** A save's own key beside the card's fields: the call task the card was opened for (linked-task.ts). */
const saveProperties = {
  ...contactProperties,
  taskId: { type: 'integer', minimum: 1, maximum: 2147483647 },
};

/** The whole card: the phone is required (the status too, checked with the database values). */
export const UPDATE_BODY = { type: 'object', required: ['phone'], properties: saveProperties };
/** A new contact (POST /contact/create): its project and phone at least. */
export const CREATE_BODY = {
  type: 'object',
  required: ['campaign_id', 'phone'],
  properties: { ...contactProperties, campaign_id: { type: 'string', pattern: '^\\d{1,10}$' } },
};

/** Any subset of the card's fields. */
export const UPDATE_MIN_BODY = { type: 'object', properties: saveProperties };

export const ADDITIONAL_PHONE_BODY = {
  type: 'object',
  required: ['phone'],
  properties: { phone: { type: 'string', maxLength: 64 }, tz: line, provider: line, region: line },
};

export const SWAP_BODY = {
  type: 'object',
  required: ['additional_phone_id'],
  properties: { additional_phone_id: { type: 'integer', minimum: 1 } },
};

export const LAST_TAGS_QUERY = {
  type: 'object',
  properties: { contact_id: { type: 'integer', minimum: 1, maximum: 2147483647 } },
};

export const PROJECTS_QUERY = {
  type: 'object',
  properties: { user_id: { type: 'integer', minimum: 1 } },
};
