// Additional phones: added one by one (5 to 11 digits, none equal to another phone of the contact, spec 000
// section 5), removed, and swapped with the main phone (spec 000 section 4.1).
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { HttpError, notFound } from '../http/errors';
import { additionalPhones } from './repository';
import { contactAdditionalPhones, contacts } from './table';
import { contactNotFound } from './update';
import { readPhone } from './values';

const phoneError = () => new HttpError(400, 'validation', 'phoneError', {}, { phone: 'phoneError' });

export async function addPhone(
  db: Db,
  contactId: number,
  fields: { phone: string; tz?: string; provider?: string; region?: string },
) {
  // The contact's row is locked so that two additions of one number cannot both pass the check.
  return db.transaction(async (tx) => {
    const [contact] = await tx.select().from(contacts).where(eq(contacts.id, contactId)).for('update');
    if (!contact) throw contactNotFound();
    // A value with the hidden marker is no number: it could only duplicate the phone it hides.
    const phone = fields.phone.includes('*') ? undefined : readPhone(fields.phone, 11);
    const taken = [
      contact.phone,
      ...(await additionalPhones(tx as unknown as Db, contactId)).map((p) => p.phone),
    ];
    if (phone === undefined || taken.includes(phone)) throw phoneError();
    const [row] = await tx
      .insert(contactAdditionalPhones)
      .values({
        contact_id: contactId,
        phone,
        tz: fields.tz ?? '',
        provider: fields.provider ?? '',
        region: fields.region ?? '',
      })
      .returning();
    return row;
  });
}

/** The contact the phone belonged to, or null when there was no such phone. */
export async function deletePhone(db: Db, id: number): Promise<number | null> {
  const [row] = await db
    .delete(contactAdditionalPhones)
    .where(eq(contactAdditionalPhones.id, id))
    .returning({ contactId: contactAdditionalPhones.contact_id });
  return row?.contactId ?? null;
}

/** The number, time zone, provider and region travel together: they describe one line. */
export async function swapPhone(db: Db, contactId: number, phoneId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [contact] = await tx.select().from(contacts).where(eq(contacts.id, contactId)).for('update');
    if (!contact) throw contactNotFound();
    const [extra] = await tx
      .select()
      .from(contactAdditionalPhones)
      .where(and(eq(contactAdditionalPhones.id, phoneId), eq(contactAdditionalPhones.contact_id, contactId)))
      .for('update');
    if (!extra) throw notFound();
    const line = (p: { phone: string; tz: string; provider: string; region: string }) => ({
      phone: p.phone,
      tz: p.tz,
      provider: p.provider,
      region: p.region,
      updated_at: sql`now()`,
    });
    await tx.update(contacts).set(line(extra)).where(eq(contacts.id, contactId));
    await tx
      .update(contactAdditionalPhones)
      .set(line(contact))
      .where(eq(contactAdditionalPhones.id, phoneId));
  });
}
