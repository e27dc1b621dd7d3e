// Issue 14: the contact card's long form groups its fields in titled sections (the contact, its status,
// tags and operator, the template's card fields) and keeps Save in a bar stuck to the viewport's bottom.
// jsdom does not scroll: this checks the declared `position: sticky` and what sits in each section.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ContactCard } from '@/plugins/contact-card/ContactCard';
import { DEFAULT_RUNTIME_CONFIG } from '@/src/boot/runtime-config';
import { toCurrentUser } from '@/src/session/current-user';
import { cardHandlers, WithNotices } from './contact-card-support';
import { admin, renderInShell, useApiServer } from './support';

const { server } = useApiServer();

async function renderCard() {
  cardHandlers(server);
  const ctx = { user: toCurrentUser(admin)!, config: DEFAULT_RUNTIME_CONFIG, contactId: 5 };
  renderInShell(
    <WithNotices>
      <ContactCard ctx={ctx} />
    </WithNotices>,
  );
  return screen.findByTestId('contact-form', {}, { timeout: 15_000 });
}

describe('the contact card form (issue 14)', () => {
  it('groups its fields in titled sections', async () => {
    const form = await renderCard();
    const contact = within(form).getByRole('region', { name: 'Контакт' });
    expect(within(contact).getByDisplayValue('Ivan Petrov')).toBeInTheDocument();
    const work = within(form).getByRole('region', { name: 'Статус, теги и оператор' });
    expect(within(work).getByText('Old status')).toBeInTheDocument();
    const card = await within(form).findByRole('region', { name: 'Поля карточки' });
    expect(within(card).getByText('Amount')).toBeInTheDocument();
  });

  it('keeps Save in a bar stuck to the bottom of the viewport', async () => {
    const form = await renderCard();
    const bar = within(form).getByTestId('sticky-action-bar');
    expect(bar).toHaveStyle({ position: 'sticky', bottom: '0px' });
    expect(within(bar).getByRole('button', { name: 'Сохранить' })).toBeInTheDocument();
  });
});
