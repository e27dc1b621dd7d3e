// A project's phones for transfer (spec 000 section 3, "Transfer phone"):
// `[{ id, name_phone, phone, trunk, is_sip_trunk, moh_class }]`, checked item by item. The first problem
// answers 400 on `transfer_phones`. Ids are kept when positive and unique in the list, else the next free one.
// - name_phone: required, up to 255 characters;
// - phone: required; spaces, dashes, dots and brackets are dropped; then digits with an optional leading +,
//   or * and # (feature codes), up to 32; a SIP trunk (is_sip_trunk) may name a SIP user or address instead
//   (letters, digits, _ . - + * # @ :, up to 100);
// - trunk: the trunk's name (text, may be empty); moh_class: the music-on-hold class (text, may be empty);
// - is_sip_trunk: a boolean, false when absent.
import { invalidFields, type FieldMessage } from '../../http/errors';
import { t, type MessageKey } from '../../i18n/messages';
import { isObject, readBoolean, readId, readText } from './read';

export interface TransferPhone {
  id: number;
  name_phone: string;
  phone: string;
  trunk: string;
  is_sip_trunk: boolean;
  moh_class: string;
}

export const TRANSFER_PHONE_LIMITS = { phones: 100, text: 255 };
const NUMBER = /^\+?[0-9*#]{1,32}$/;
const SIP_TARGET = /^[A-Za-z0-9_.+*#@:-]{1,100}$/;

const fail = (key: MessageKey, n?: number): never => {
  const message: FieldMessage = n === undefined ? key : (locale) => t(locale, key, { n });
  throw invalidFields({ transfer_phones: message });
};

function readPhone(raw: unknown, n: number): Omit<TransferPhone, 'id'> & { id: number | null } {
  if (!isObject(raw)) return fail('transferPhonesInvalid');
  const name = readText(raw.name_phone, TRANSFER_PHONE_LIMITS.text);
  const trunk = readText(raw.trunk, TRANSFER_PHONE_LIMITS.text);
  const moh = readText(raw.moh_class, TRANSFER_PHONE_LIMITS.text);
  const sip = readBoolean(raw.is_sip_trunk, false);
  const typed = readText(raw.phone, TRANSFER_PHONE_LIMITS.text);
  if ([name, trunk, moh, sip, typed].includes(undefined)) return fail('transferPhonesInvalid');
  if (!name) return fail('transferPhoneNameRequired', n);
  const phone = sip ? typed! : typed!.replace(/[\s().-]/g, '');
  if (!phone) return fail('transferPhoneRequired', n);
  if (!(sip ? SIP_TARGET : NUMBER).test(phone)) return fail('transferPhoneInvalid', n);
  return { id: readId(raw.id), name_phone: name!, phone, trunk: trunk!, is_sip_trunk: sip!, moh_class: moh! };
}

/** The stored list (null stays null: no phones), or a 400 on `transfer_phones`. */
export function readTransferPhones(raw: unknown): TransferPhone[] | null {
  if (raw === null || raw === undefined) return null;
  if (!Array.isArray(raw) || raw.length > TRANSFER_PHONE_LIMITS.phones) return fail('transferPhonesInvalid');
  const drafts = raw.map((item, i) => readPhone(item, i + 1));
  const used = new Set<number>();
  const kept = drafts.map((d) => (d.id !== null && !used.has(d.id) ? (used.add(d.id), d.id) : null));
  let next = Math.max(0, ...used);
  return drafts.map((d, i) => ({ ...d, id: kept[i] ?? ++next }));
}
