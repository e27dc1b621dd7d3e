// The contact list's filters and searches the bench times on the seeded million (contact-list-seed.ts), each
// at a selectivity a user meets: one contact, a few thousand, a tenth, nearly all. Read as an administrator
// (no scope) and as the demo operator (the project scope and the masking rule apply).
import { createHash } from 'node:crypto';
import type { Seeded } from './contact-list-seed';

export interface ListCase {
  name: string;
  query: Record<string, string | number>;
}

const DAY = 86_400_000;
const day = (daysAgo: number) => new Date(Date.now() - daysAgo * DAY).toISOString().slice(0, 10);

/** The made-up surname the seed gave row `g` (its md5 with digits turned into letters). */
const surnameOf = (g: number) =>
  createHash('md5')
    .update(String(g))
    .digest('hex')
    .slice(0, 8)
    .replace(/\d/g, (d) => 'ghijklmnop'[Number(d)])
    .replace(/^./, (c) => c.toUpperCase());

export function listCases(s: Seeded): ListCase[] {
  return [
    { name: 'name: one contact', query: { full_name: surnameOf(123_457) } },
    { name: 'name: three letters (~0.2%)', query: { full_name: 'kid' } },
    { name: 'name: a first name (10%)', query: { full_name: 'pavel' } },
    { name: 'phone: whole number', query: { phone: '79000123457' } },
    { name: 'phone: 7-digit prefix (1%)', query: { phone: '7900012' } },
    { name: 'phone: 2-digit prefix (all)', query: { phone: '79' } },
    { name: 'phone: additional phone prefix', query: { phone: '7495001' } },
    { name: 'status (one of the project)', query: { status_id: s.statusIds[1] } },
    { name: 'operator (50%)', query: { user_id: s.operator } },
    { name: 'project (1%)', query: { campaign_id: s.small } },
    { name: 'tag (10%)', query: { tag_id: s.tagIds[0] } },
    { name: 'tag (1%)', query: { tag_id: s.tagIds[1] } },
    { name: 'tag (0.01%)', query: { tag_id: s.tagIds[2] } },
    { name: 'created: a week a year ago', query: { created_from: day(372), created_to: day(366) } },
    {
      name: 'created: a month a year ago (bunched)',
      query: { created_from: day(395), created_to: day(366) },
    },
    { name: 'created: the last week', query: { created_from: day(7) } },
    { name: 'updated: one day', query: { updated_from: day(100), updated_to: day(100) } },
    { name: 'call date: one week', query: { call_date_from: day(200), call_date_to: day(194) } },
    { name: 'recall task: yes (1%)', query: { has_recall_task: 'true' } },
    { name: 'recall task: no', query: { has_recall_task: 'false' } },
    {
      name: 'status + operator + created a month',
      query: { status_id: s.statusIds[0], user_id: s.operator, created_from: day(60), created_to: day(30) },
    },
  ];
}
