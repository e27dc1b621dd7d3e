// The contact as the card reads it (spec 000 section 3), with phones masked for viewers who may not see them.
import type { Role } from '../from-client';
import type { AdditionalPhoneRow } from './table';
import { maskPhone, phonesHiddenFor } from './mask';
import type { CardRow } from './repository';

/** `YYYY-MM-DD` (the column) -> `dd-MM-yyyy` (the spec's display form). */
export const displayDate = (value: string | null): string | null =>
  value ? value.split('-').reverse().join('-') : null;

export const phoneJson = (p: AdditionalPhoneRow, hidden: boolean) => ({
  id: p.id,
  phone: hidden ? maskPhone(p.phone) : p.phone,
  tz: p.tz,
  provider: p.provider,
  region: p.region,
});

export const hiddenForCard = (card: CardRow, role: Role) =>
  phonesHiddenFor(role, {
    contactShowPhone: card.contact.show_phone,
    campaignShowPhone: card.campaign?.show_phone ?? null,
  });

export function contactJson(card: CardRow, role: Role) {
  const { contact: c, campaign } = card;
  const hidden = hiddenForCard(card, role);
  return {
    id: c.id,
    full_name: c.full_name,
    phone: hidden ? maskPhone(c.phone) : c.phone,
    additional_phones: card.additionalPhones.map((p) => phoneJson(p, hidden)),
    email: c.email,
    birth_date: displayDate(c.birth_date),
    region: c.region,
    tz: c.tz,
    provider: c.provider,
    position: c.position,
    city: c.city,
    address: c.address,
    description: c.description,
    status: card.status,
    tags: c.tags,
    last_tags: c.last_tags,
    user: card.user,
    campaign: campaign && {
      id: campaign.id,
      title: campaign.title,
      show_phone: campaign.show_phone,
      by_call_date: campaign.by_call_date,
    },
    campaign_id: c.campaign_id,
    campaign_queue_name: campaign?.queue_name ?? null,
    call_date: c.call_date?.toISOString() ?? null,
    robot_status: c.robot_status,
    dynamic_data: c.dynamic_data ?? {},
    template_card: card.template,
    crm_id: c.crm_id,
    show_phone: c.show_phone,
    created_at: c.created_at.toISOString(),
    updated_at: c.updated_at.toISOString(),
  };
}
