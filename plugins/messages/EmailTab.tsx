import type { SlotItemProps } from '@/src/plugin-api';
import { MessagesTab } from './MessagesTab';

export default function EmailTab({ ctx }: SlotItemProps<'contactCard.tabs'>) {
  return <MessagesTab ctx={ctx} type="TYPE_EMAIL" />;
}
