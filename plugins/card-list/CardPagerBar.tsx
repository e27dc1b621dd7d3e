import type { SlotItemProps } from '@/src/plugin-api';
import { CardPager } from './CardPager';
import { usePager } from './pager-store';
import './texts';

/** The pager inside the open card, only on the card the list opened (the modal covers the page's own pager). */
export default function CardPagerBar({ ctx }: SlotItemProps<'contactCard.callBar'>) {
  const pager = usePager();
  if (!pager || pager.contactId !== ctx.contactId) return null;
  return (
    <div style={{ marginBottom: 12 }}>
      <CardPager state={pager} />
    </div>
  );
}
