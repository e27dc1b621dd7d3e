// Demo telephony and project settings: a trunk (the demo operator's main trunk and the demo project's: a
// carrier expected on 127.0.0.1:5090, where `docs/telephony.md` shows how to run SIPp), a carousel number, an
// operator script, a card template attached to the demo campaign, the campaign's settings with two transfer
// phones, and a KPI target. Each record is created only when no record of its title (or phone) exists, and
// the campaign is filled only while it has no card template, so running it twice changes nothing.
import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { campaigns, users } from '../db/schema';
import { assignLabelIds, readLabels } from '../resources/json/card-labels';
import { carouselNumbers } from '../resources/tables/carousel';
import { kpiTargets } from '../resources/tables/kpi-target';
import { operatorScripts } from '../resources/tables/script-operator';
import { statuses } from '../resources/tables/status';
import { templateCards } from '../resources/tables/template-card';
import { trunks } from '../resources/tables/trunk';
import { ensure } from './settings';

export const DEMO_TRUNK = 'Demo carrier';

/** The demo trunk's id (created once). */
export const ensureDemoTrunk = (db: Db) =>
  ensure(db, trunks, eq(trunks.title, DEMO_TRUNK), {
    title: DEMO_TRUNK,
    username: 'demo',
    password: randomBytes(12).toString('base64url'),
    sip_account: 'demo',
    host: '127.0.0.1',
    port: 5090,
    caller_id: '74950000000',
    tariff_per_minute: 1.5,
    queue: '', // inbound calls go to the project dialling through it (the demo project)
    providers: 'demo-provider',
  });

const DEMO_SCRIPT = `<h3>Greeting</h3>
<p>Good afternoon! My name is <strong>{operator}</strong>, I am calling from <em>Call Centre CRM</em>.</p>
<ul><li>Ask whether it is a good time to talk.</li><li>Present the offer in <u>two sentences</u>.</li></ul>
<p style="color: #cf1322">Never promise a discount above 10%.</p>`;

const DEMO_LABELS = [
  { value: 'Company', value_type: 'text', required_value: true, show_field: true },
  { value: 'Order amount', value_type: 'number', required_value: false, show_field: true },
  { value: 'Website', value_type: 'url', required_value: false, show_field: true },
  {
    value: 'Interest',
    value_type: 'list',
    required_value: true,
    show_field: true,
    options: [{ name: 'Low' }, { name: 'Medium' }, { name: 'High' }],
  },
  {
    value: 'Products',
    value_type: 'multiple_list',
    required_value: false,
    show_field: true,
    options: [{ name: 'Internet' }, { name: 'Television' }, { name: 'Mobile' }],
  },
  { value: 'Preferred call date', value_type: 'date', required_value: false, show_field: true },
];

const DEMO_TRANSFER_PHONES = [
  {
    id: 1,
    name_phone: 'Senior operator',
    phone: '1002',
    trunk: DEMO_TRUNK,
    is_sip_trunk: false,
    moh_class: 'default',
  },
  {
    id: 2,
    name_phone: 'Support line',
    phone: '+74950000002',
    trunk: DEMO_TRUNK,
    is_sip_trunk: false,
    moh_class: 'default',
  },
];

const userId = async (db: Db, email: string) =>
  (await db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]?.id ?? null;

export async function seedDemoCallSettings(db: Db, campaignId: number): Promise<void> {
  const trunkId = await ensureDemoTrunk(db);
  await ensure(db, carouselNumbers, eq(carouselNumbers.phone, '74950000001'), {
    phone: '74950000001',
    trunk_id: trunkId,
    timeout: 60,
    attempt_reset_hours: 24,
  });
  const scriptId = await ensure(db, operatorScripts, eq(operatorScripts.title, 'Greeting script'), {
    title: 'Greeting script',
    color: 'green',
    script: DEMO_SCRIPT,
  });
  const [card] = await db
    .select({ id: templateCards.id })
    .from(templateCards)
    .where(eq(templateCards.title, 'Demo card'));
  const templateId =
    card?.id ??
    (
      await db
        .insert(templateCards)
        .values({ title: 'Demo card', labels: await assignLabelIds(db, readLabels(DEMO_LABELS), []) })
        .returning({ id: templateCards.id })
    )[0].id;
  await db
    .update(campaigns)
    .set({
      trunk_id: trunkId,
      template_card_id: templateId,
      script_operator_id: scriptId,
      supervisor_id: await userId(db, 'supervisor@demo.local'),
      guest_id: await userId(db, 'guest@demo.local'),
      caller_id: '74950000000',
      queue_strategy: 'rrmemory',
      auto_dial_type: 'progressive',
      simultaneous_calls: 2,
      max_attempts: 3,
      transfer_phones: DEMO_TRANSFER_PHONES,
      sms_template: 'Hello! Thank you for your time. Call Centre CRM',
      email_subject: 'Our offer',
      email_template:
        'Hello!\n\nAs promised on the phone, here is our offer.\n\nBest regards,\nCall Centre CRM',
      call_days: ['mon', 'tue', 'wed', 'thu', 'fri'],
      call_time_from: '09:00',
      call_time_to: '20:00',
    })
    .where(and(eq(campaigns.id, campaignId), isNull(campaigns.template_card_id)));
  const [agreed] = await db
    .select({ id: statuses.id })
    .from(statuses)
    .where(and(eq(statuses.title, 'Agreed'), eq(statuses.campaign_id, campaignId)));
  const operator = await userId(db, 'operator@demo.local');
  const [target] = await db.select({ id: kpiTargets.id }).from(kpiTargets).limit(1);
  if (!target)
    await db.insert(kpiTargets).values({
      kpi_type: 'calls_statuses_count',
      target: 10,
      reset_mode: 'daily',
      options: { min_call_length: 30 },
      statuses: agreed ? [agreed.id] : [],
      users: operator ? [operator] : [],
    });
}
