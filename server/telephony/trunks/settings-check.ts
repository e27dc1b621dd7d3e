// The checks a trunk's settings pass before they are stored (issue 12, "Bad input") beyond what the declaration
// says (the host's shape is its `format: 'host'`, checked by the form and the request schema alike): the queue
// is a project's queue name (or empty), and a trunk that registers has the username and password to register
// with. The messages are the validation dictionary's, so the form shows them under the field in the user's
// language.
import { eq } from 'drizzle-orm';
import { campaigns } from '../../db/schema';
import { invalidFields, type FieldMessage } from '../../http/errors';
import { declarationOf, fieldMessage } from '../../resources/hook-helpers';
import { trunks } from '../../resources/tables/trunk';
import type { Values, WriteContext } from '../../resources/types';

/** Whether a project has this queue (inbound calls go to it: server/telephony/acd/inbound-project.ts). */
async function isProjectQueue(context: WriteContext, queue: string) {
  const [hit] = await context.db
    .select({ id: campaigns.id })
    .from(campaigns)
    .where(eq(campaigns.queue_name, queue))
    .limit(1);
  return Boolean(hit);
}

async function storedRow(context: WriteContext) {
  if (context.id === undefined) return null;
  const [row] = await context.db.select().from(trunks).where(eq(trunks.id, context.id));
  return row ?? null;
}

export async function checkTrunkSettings(values: Values, context: WriteContext): Promise<Values> {
  const out = { ...values };
  const stored = await storedRow(context);
  const errors: Record<string, FieldMessage> = {};
  const declaration = declarationOf('trunk');
  // A field the request leaves out keeps its stored value (an empty password on update is left out).
  const value = (field: 'register' | 'username' | 'password') =>
    field in out ? out[field] : (stored?.[field] ?? null);
  if (typeof out.queue === 'string' && out.queue && !(await isProjectQueue(context, out.queue)))
    errors.queue = fieldMessage(declaration, 'queue', 'included');
  if (value('register') === true) {
    for (const field of ['username', 'password'] as const)
      if (!value(field)) errors[field] = fieldMessage(declaration, field, 'required');
  }
  if (Object.keys(errors).length) throw invalidFields(errors);
  return out;
}
