import { useEffect, useMemo } from 'react';
import { closeContactCard, useContactCardState } from './contact-card-store';
import { Slot } from './Slot';
import type { BaseSlotContext, ContactCardModalContext } from './slots';

/**
 * Where the open contact card lives: rendered once by the dashboard layout, it shows the
 * `contactCard.modal` slot while openContactCard() has a card open. Nothing shows without a plugin.
 */
export function ContactCardHost({ ctx }: { ctx: BaseSlotContext }) {
  const { contactId } = useContactCardState();
  // A card left open must not reappear for the next user who signs in.
  useEffect(() => closeContactCard, []);
  const cardCtx = useMemo<ContactCardModalContext | null>(
    () => (contactId === null ? null : { ...ctx, contactId, close: closeContactCard }),
    [ctx, contactId],
  );
  if (!cardCtx) return null;
  return <Slot key={cardCtx.contactId} name="contactCard.modal" ctx={cardCtx} />;
}
