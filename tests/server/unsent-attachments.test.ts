// Attachments no message names are removed after the grace period (docs/decisions.md, issue 11); the clock is
// passed in, so the test moves time instead of waiting.
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contacts } from '../../server/contacts/table';
import { messages } from '../../server/messages/table';
import { removeUnsentAttachments, UNSENT_ATTACHMENT_GRACE_MS } from '../../server/messages/unsent-files';
import { uploadsDir } from '../../server/uploads/storage';
import { useTestApp } from './helpers/app';
import { databaseTargets } from './helpers/databases';

const SENT = '11111111-1111-4111-8111-111111111111.pdf';
const ABANDONED = '22222222-2222-4222-8222-222222222222.pdf';

describe.each(databaseTargets)('unsent message attachments on $name', (target) => {
  const ctx = useTestApp(target);

  it('removes only the files no message names, once the grace period is over', async () => {
    const dir = uploadsDir(ctx.dataDir, 'messages');
    await mkdir(dir, { recursive: true });
    for (const name of [SENT, ABANDONED]) await writeFile(path.join(dir, name), 'x');
    await writeFile(path.join(dir, 'notes.txt'), 'not one of ours');
    const [contact] = await ctx.db
      .insert(contacts)
      .values({ full_name: 'Mailed', phone: '79990000009' })
      .returning({ id: contacts.id });
    await ctx.db
      .insert(messages)
      .values({ type: 'TYPE_EMAIL', text: 'T', to: 'a@b.c', contact_id: contact.id, file: SENT });
    const exists = (name: string) => existsSync(path.join(dir, name));

    const withinGrace = Date.now() + UNSENT_ATTACHMENT_GRACE_MS - 60_000;
    expect(await removeUnsentAttachments(ctx.db, dir, withinGrace)).toEqual([]);
    expect([exists(SENT), exists(ABANDONED)]).toEqual([true, true]);

    const afterGrace = Date.now() + UNSENT_ATTACHMENT_GRACE_MS + 60_000;
    expect(await removeUnsentAttachments(ctx.db, dir, afterGrace)).toEqual([ABANDONED]);
    expect([exists(SENT), exists(ABANDONED), exists('notes.txt')]).toEqual([true, false, true]);
  });
});
