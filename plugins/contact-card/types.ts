// The contact as GET /api/contact/:id sends it (spec 000 section 3), as far as the card reads it. The
// template's labels are the wire contract's, the one the server checks them by.
import type { CardLabel } from '@/src/plugin-api';

export type { CardLabel };

export interface ContactStatus {
  id: number;
  title: string;
  color?: string;
  app_system?: boolean;
  campaign_id?: number | null;
}

/** A tag as GET /tag/options and /tag/last/{phone} name it (spec 000 section 3). */
export interface CardTag {
  id: number;
  title: string;
  color: string;
  app_system: boolean;
}

export interface Operator {
  id: number;
  full_name: string;
  extension_username?: string | null;
}

export interface AdditionalPhone {
  id: number;
  phone: string;
  tz?: string;
  provider?: string;
  region?: string;
}

export interface Contact {
  id: number;
  full_name: string | null;
  phone: string;
  additional_phones: AdditionalPhone[];
  email: string | null;
  birth_date: string | null;
  region: string | null;
  tz: string | null;
  position: string | null;
  city: string | null;
  address: string | null;
  description: string | null;
  status: ContactStatus | null;
  /** Tag ids; GET /tag/options names them. */
  tags?: number[] | null;
  user: Operator | null;
  campaign: { id: number; title: string } | null;
  campaign_id: number | null;
  /** Label id -> value; older servers send it as a JSON string. */
  dynamic_data: Record<string, unknown> | string | null;
  template_card: { id: number; title: string; labels: CardLabel[] } | null;
  crm_id: string | null;
}
