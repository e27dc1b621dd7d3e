import type { SlotItemProps } from '@/src/plugin-api';
import { MessagesTab } from './MessagesTab';

export default function SmsTab({ ctx }: SlotItemProps<'contactCard.tabs'>) {
  return <MessagesTab ctx={ctx} type="TYPE_SMS" />;
}
