import { Modal } from 'antd';
import { useContactCardState, useTranslation, type SlotItemProps } from '@/src/plugin-api';
import { ContactCard } from './ContactCard';

/**
 * Spec 000 section 2.4: 96% wide, and neither Escape nor a click outside closes it, so an operator
 * cannot lose a card mid-call by accident; only the close button does.
 */
export default function ContactCardModal({ ctx }: SlotItemProps<'contactCard.modal'>) {
  const { t } = useTranslation('contact-card');
  const { options } = useContactCardState();
  return (
    <Modal
      open
      title={t('title')}
      width="96%"
      keyboard={false}
      maskClosable={false}
      onCancel={ctx.close}
      closable={{ 'aria-label': t('close') }}
      footer={null}
      destroyOnHidden
      style={{ top: 16 }}
    >
      <ContactCard ctx={ctx} taskId={options.taskId} callType={options.callType} />
    </Modal>
  );
}
