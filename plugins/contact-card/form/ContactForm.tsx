import { Button, Form } from 'antd';
import { useState } from 'react';
import {
  FormSection,
  notify,
  seesAdditionalPhones,
  StickyActionBar,
  useTranslation,
  type ContactCardCallType,
  type CurrentUser,
} from '@/src/plugin-api';
import { cardAccess } from '../access';
import { AdditionalPhones } from '../phones/AdditionalPhones';
import { CallButton } from '../phones/CallButton';
import type { Contact } from '../types';
import { useCardLookups } from '../use-card-lookups';
import { BaseFields, isMaskedPhone } from './BaseFields';
import { checkBeforeSave } from './check-before-save';
import { DynamicField } from './DynamicField';
import { OperatorField, StatusField } from './ReferenceFields';
import { TagFields } from './TagFields';
import { fillRobotValues, useRobotData } from './use-robot-data';
import { useSave } from './use-save';
import { initialValues, type CardValues } from './values';

interface ContactFormProps {
  contact: Contact;
  user: CurrentUser;
  taskId?: number;
  /** The call the card was opened for: robot and system calls fill the fields from the robot's data. */
  callType?: ContactCardCallType;
  /** A fresher copy of the contact from the server (after a swap of phones). */
  onContactChange: (contact: Contact) => void;
  /** LAST_TAG: show the tags of the phone's last calls. */
  lastTags: boolean;
}

/** The left side of the card (spec 000 sections 2.4, 4.1 and 5). */
export function ContactForm(props: ContactFormProps) {
  const { contact, user, taskId, callType, onContactChange, lastTags } = props;
  const { t } = useTranslation('contact-card');
  const { t: shell } = useTranslation();
  const [form] = Form.useForm<CardValues>();
  const access = cardAccess(user);
  const labels = (contact.template_card?.labels ?? []).filter((label) => label.show_field);
  const campaignId = contact.campaign?.id ?? contact.campaign_id;
  const alwaysPhones = seesAdditionalPhones(user, null);
  const lookups = useCardLookups(campaignId, access, !alwaysPhones);
  // The form is filled once; later copies of the contact only update what changed on the server.
  const [initial] = useState(() => initialValues(contact, labels));
  // Spec 000 section 4.1: saving is enabled by a change (the status, or any field).
  const [dirty, setDirty] = useState(false);
  // Spec 000 section 4.1: the first successful save clears the call task the card was opened for (the
  // server is told through taskId); later saves of this card are no longer that task's.
  const [clearedTask, setClearedTask] = useState<number>();
  const linkedTask = taskId !== clearedTask ? taskId : undefined;
  const { save, saving } = useSave(form, {
    contact,
    labels,
    access,
    taskId: linkedTask,
    onSaved: () => {
      setDirty(false);
      setClearedTask(linkedTask);
    },
  });
  // The merged values also reach the contact, so a later save keeps what the robot wrote in hidden labels.
  useRobotData(contact.id, callType, (data) =>
    onContactChange({ ...contact, dynamic_data: fillRobotValues(form, labels, contact, data) }),
  );

  // Who may change only the status saves only the status, so other fields' rules cannot block it.
  const submit = async () => {
    const check = await checkBeforeSave(form, access.edit ? undefined : ['status']);
    if (check !== 'valid') {
      const message = check === 'requiredEmpty' ? shell('requiredInputs') : t('checkFields');
      void notify({ type: 'error', message });
      return;
    }
    await save(form.getFieldsValue(true) as CardValues);
  };

  const callButton = (phone: string) => (
    <CallButton
      phone={phone}
      contactId={contact.id}
      campaignId={campaignId ?? undefined}
      allowed={access.call}
    />
  );

  const swapped = (fresh: Contact) => {
    form.setFieldValue('phone', fresh.phone);
    onContactChange(fresh);
  };

  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={initial}
      disabled={!access.edit}
      onValuesChange={() => setDirty(true)}
      onFinish={() => void submit()}
      data-testid="contact-form"
    >
      <FormSection title={t('sections.contact')}>
        <BaseFields
          contactId={contact.id}
          phoneMasked={isMaskedPhone(contact.phone)}
          phoneAction={callButton(contact.phone)}
          afterPhone={
            seesAdditionalPhones(user, lookups.phonesFlag) && (
              <AdditionalPhones
                contact={contact}
                editable={access.edit}
                onSwapped={swapped}
                renderCall={callButton}
              />
            )
          }
        />
      </FormSection>
      <FormSection title={t('sections.work')}>
        <StatusField statuses={lookups.statuses} current={contact.status} disabled={!access.status} />
        <TagFields contact={contact} options={lookups.tags} lastTags={lastTags} />
        {access.operator && <OperatorField operators={lookups.operators} current={contact.user} />}
      </FormSection>
      {labels.length > 0 && (
        <FormSection title={t('sections.card')}>
          {labels.map((label) => (
            <DynamicField key={label.id} label={label} />
          ))}
        </FormSection>
      )}
      {access.status && (
        <StickyActionBar>
          <Button type="primary" loading={saving} disabled={!dirty || saving} onClick={() => void submit()}>
            {t('save')}
          </Button>
        </StickyActionBar>
      )}
    </Form>
  );
}
