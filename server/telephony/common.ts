// What the /node routes share: flat query values, the caller's extension rule and field messages.
import { sharedLabels } from '../http/labels';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { users } from '../db/schema';
import { forbidden, fieldProblem, invalidField } from '../http/errors';
import { stripNul } from '../resources/coerce';
import { type Text, type ValidationRule } from '../from-client';
import type { CurrentUser } from '../types';

const operatorPhone = { en: 'operator phone', ru: 'телефон оператора' };
export const TELEPHONY_LABELS: Record<string, Text> = {
  ...sharedLabels('status', 'phone', 'contact_id', 'campaign_id'),
  operPhone: operatorPhone,
  operator_phone: operatorPhone,
  reason: { en: 'reason', ru: 'причина' },
  type: { en: 'call type', ru: 'тип звонка' },
  context: { en: 'direction', ru: 'направление' },
  system_id: { en: 'channel', ru: 'канал' },
  moh_class: { en: 'music on hold', ru: 'музыка на удержании' },
};

export const problem = (rule: ValidationRule, field: string) => fieldProblem(rule, field, TELEPHONY_LABELS);

export const fieldError = (rule: ValidationRule, field: string) =>
  invalidField(rule, field, TELEPHONY_LABELS);

/** Query or form values as plain trimmed strings: NUL removed, empty values absent (the schema names them). */
export function flatten(values: Record<string, unknown>): void {
  for (const [key, raw] of Object.entries(values)) {
    let value = stripNul(raw);
    if (typeof value === 'string') value = value.trim();
    if (value === '') delete values[key];
    else values[key] = value;
  }
}

export const flattenQuery = async (request: FastifyRequest) =>
  flatten(request.query as Record<string, unknown>);

/**
 * The operator an extension names. An operator, supervisor or guest may only speak for their own extension
 * (403 otherwise, and when they have none); an administrator may speak for any user's extension (400 when
 * no user has it).
 */
export async function operatorOf(
  app: FastifyInstance,
  caller: CurrentUser,
  extension: string,
  field: string,
): Promise<{ id: number; extension: string }> {
  const [owner] = await app.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.extension_username, extension));
  if (owner?.id === caller.id) return { id: owner.id, extension };
  if (caller.role !== 'ROLE_ADMIN') throw forbidden();
  if (!owner) throw fieldError('included', field);
  return { id: owner.id, extension };
}
