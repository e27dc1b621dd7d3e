// Phone masking (spec 001 section 6): operators and guests see a hidden marker instead of the number when the
// contact or its project hides phones. It is applied to every reply, so a hidden number never leaves the server.
import { sql, type SQL } from 'drizzle-orm';
import type { Role } from '../from-client';

const MASKED_ROLES: readonly Role[] = ['ROLE_OPERATOR', 'ROLE_GUEST'];
const MARKER = '*****';

export interface PhoneVisibility {
  contactShowPhone: boolean;
  campaignShowPhone: boolean | null;
}

export const phonesHiddenFor = (role: Role, v: PhoneVisibility): boolean =>
  MASKED_ROLES.includes(role) && (!v.contactShowPhone || v.campaignShowPhone === false);

/** Five stars and the last two digits, so an operator can still tell two numbers apart. */
export const maskPhone = (phone: string): string => (phone.length > 4 ? MARKER + phone.slice(-2) : phone);

/** A value sent back as shown: it carries the marker, so it cannot be a number to store. */
export const isMasked = (value: string): boolean => value.includes('*');

/** What roles may never switch the masking off on a contact they see masked. */
export const mayChangeShowPhone = (role: Role): boolean => !MASKED_ROLES.includes(role);

// The same two rules in SQL, for what the database writes itself (an export's CSV is a COPY): the
// export tests compare them with the rules above.

/** Whether a row's phones are hidden to `role`: over the row's contact and its project (joined). */
export const phonesHiddenSql = (role: Role, contactShows: SQL, campaignShows: SQL): SQL =>
  MASKED_ROLES.includes(role) ? sql`(not ${contactShows} or ${campaignShows} is false)` : sql`false`;

/** `phone` as maskPhone shows it when `hidden` holds. */
export const maskPhoneSql = (phone: SQL, hidden: SQL): SQL =>
  sql`case when ${hidden} and length(${phone}) > 4 then ${sql.raw(`'${MARKER}'`)} || right(${phone}, 2) else ${phone} end`;
