import { Alert, Card } from 'antd';
import { useMemo } from 'react';
import { useParams } from 'react-router';
import { useCurrentUser, useRuntimeConfig, useTranslation, type ContactSlotContext } from '@/src/plugin-api';
import { ContactCard } from './ContactCard';

/** The card standalone, at /contact/:id (spec 000 section 2.4). */
export default function ContactCardPage() {
  const { t } = useTranslation('contact-card');
  const { id } = useParams();
  const user = useCurrentUser();
  const config = useRuntimeConfig();
  const contactId = Number(id);
  const ctx = useMemo<ContactSlotContext | null>(
    () => (user && Number.isInteger(contactId) && contactId > 0 ? { user, config, contactId } : null),
    [user, config, contactId],
  );
  if (!ctx) return <Alert type="error" message={t('loadFailed')} showIcon />;
  return (
    <Card title={t('title')}>
      <ContactCard key={ctx.contactId} ctx={ctx} />
    </Card>
  );
}
