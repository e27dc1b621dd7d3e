import { CompressOutlined, ExpandOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Spin, Tooltip } from 'antd';
import { useState } from 'react';
import {
  isFeatureOn,
  Slot,
  useTranslation,
  type ContactCardCallType,
  type ContactSlotContext,
} from '@/src/plugin-api';
import { cardAccess } from './access';
import { CallsTable } from './calls/CallsTable';
import { ContactForm } from './form/ContactForm';
import { LocalTime } from './LocalTime';
import { CardTabs } from './tabs/CardTabs';
import { useContact } from './use-contact';
// The card's texts load with the card, whichever page or modal shows it.
import './texts';

interface ContactCardProps {
  ctx: ContactSlotContext;
  taskId?: number;
  /** The call the card was opened for (openContactCard's callType). */
  callType?: ContactCardCallType;
}

/** The card itself, shared by the modal and the standalone page (spec 000 section 2.4). */
export function ContactCard({ ctx, taskId, callType }: ContactCardProps) {
  const { t } = useTranslation('contact-card');
  const { load, replace } = useContact(ctx.contactId);
  const [formShown, setFormShown] = useState(true);

  if (load.state === 'loading') return <Spin data-testid="contact-card-loading" />;
  if (load.state === 'failed') return <Alert type="error" message={t('loadFailed')} showIcon />;
  const { contact } = load;
  const toggle = formShown ? t('compress') : t('expand');
  return (
    <div data-testid="contact-card">
      <Slot name="contactCard.callBar" ctx={ctx} />
      <Flex gap={24} align="flex-start">
        <div style={{ flex: formShown ? '0 0 40%' : '0 0 auto', minWidth: 0 }}>
          <Flex justify="space-between" align="center" style={{ marginBottom: 12 }}>
            <LocalTime tz={contact.tz} />
            <Tooltip title={toggle}>
              <Button
                icon={formShown ? <CompressOutlined /> : <ExpandOutlined />}
                aria-label={toggle}
                aria-expanded={formShown}
                onClick={() => setFormShown((shown) => !shown)}
              />
            </Tooltip>
          </Flex>
          {/* Hidden, not unmounted: compressing the form must not lose what was typed. */}
          <div hidden={!formShown}>
            <ContactForm
              contact={contact}
              user={ctx.user}
              taskId={taskId}
              callType={callType}
              onContactChange={replace}
              lastTags={isFeatureOn(ctx.config, 'LAST_TAG')}
            />
          </div>
        </div>
        <div style={{ flex: 1, minWidth: 0 }}>
          <CardTabs contact={contact} ctx={ctx} />
          {cardAccess(ctx.user).calls && (
            <CallsTable
              contact={contact}
              user={ctx.user}
              byProject={isFeatureOn(ctx.config, 'CALL_LIST_BY_CAMPAIGN')}
            />
          )}
        </div>
      </Flex>
    </div>
  );
}
