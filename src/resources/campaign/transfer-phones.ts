// A project's phones for transfer as the widget edits them, read leniently from what the form holds and
// written in the shape server/resources/json/transfer-phones.ts accepts (it keeps the ids sent back).
import type { Text } from '../define';

export interface TransferPhone {
  id?: number;
  name_phone: string;
  phone: string;
  trunk: string;
  is_sip_trunk: boolean;
  moh_class: string;
}

const record = (raw: unknown): Record<string, unknown> =>
  typeof raw === 'object' && raw !== null && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
const textOf = (raw: unknown) => (typeof raw === 'string' || typeof raw === 'number' ? String(raw) : '');

export const newPhone = (): TransferPhone => ({
  name_phone: '',
  phone: '',
  trunk: '',
  is_sip_trunk: false,
  moh_class: '',
});

export function readPhone(raw: unknown): TransferPhone {
  const phone = record(raw);
  return {
    ...(typeof phone.id === 'number' ? { id: phone.id } : {}),
    name_phone: textOf(phone.name_phone),
    phone: textOf(phone.phone),
    trunk: textOf(phone.trunk),
    is_sip_trunk: phone.is_sip_trunk === true || phone.is_sip_trunk === 'true',
    moh_class: textOf(phone.moh_class),
  };
}

const t = (en: string, ru: string): Text => ({ en, ru });

/** The widget's words, read with useText in the interface language. */
export const PHONE_TEXTS = {
  name_phone: t('Name', 'Название'),
  phone: t('Phone', 'Номер'),
  trunk: t('Trunk', 'Транк'),
  is_sip_trunk: t('SIP trunk', 'SIP-транк'),
  moh_class: t('Music on hold', 'Музыка ожидания'),
  add: t('Add phone', 'Добавить номер'),
  remove: t('Remove phone', 'Удалить номер'),
  empty: t('No phones for transfer', 'Номеров для перевода нет'),
};
