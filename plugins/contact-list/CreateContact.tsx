// "New contact" on the list (contact.create; issue 13): a form with the card's rules sending POST
// /contact/create; a form failing its rules sends nothing, the server's field errors land under their fields
// and anything else shows once. The list is asked again after a success.
import { PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Modal } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { notify, useApiMutation, useTranslation } from '@/src/plugin-api';
import { phoneDigits } from './contact-rules';
import { NewContactFields, TEXT_FIELDS } from './NewContactFields';

interface NewContact {
  campaign_id?: number;
  phone?: string;
  full_name?: string;
  email?: string;
  birth_date?: Dayjs | null;
  city?: string;
  address?: string;
  position?: string;
  description?: string;
}

const FIELDS = ['campaign_id', 'phone', 'birth_date', 'description', ...TEXT_FIELDS] as string[];

export function CreateContact({ onCreated }: { onCreated: () => void }) {
  const { t } = useTranslation('contact-list');
  const [open, setOpen] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [form] = Form.useForm<NewContact>();
  const { send, isPending } = useApiMutation();

  const create = async ({ birth_date, phone, ...rest }: NewContact) => {
    setProblem(null);
    try {
      await send('post', '/contact/create', {
        ...rest,
        phone: phoneDigits(phone ?? ''),
        birth_date: birth_date?.format('DD-MM-YYYY'),
      });
      void notify({ type: 'success', message: t('create.created') });
      setOpen(false);
      form.resetFields();
      onCreated();
    } catch (error) {
      const { errors, message } = error as { errors?: Record<string, string | string[]>; message?: string };
      const known = Object.entries(errors ?? {}).filter(([name]) => FIELDS.includes(name));
      form.setFields(
        known.map(([name, text]) => ({ name: name as keyof NewContact, errors: [String(text)] })),
      );
      if (!known.length) setProblem(message ?? t('create.failed'));
    }
  };

  return (
    <>
      <Button
        type="primary"
        icon={<PlusOutlined />}
        onClick={() => setOpen(true)}
        data-testid="contact-create"
      >
        {t('create.button')}
      </Button>
      <Modal
        open={open}
        title={t('create.title')}
        okText={t('create.save')}
        cancelText={t('create.cancel')}
        confirmLoading={isPending}
        onOk={() => form.submit()}
        onCancel={() => setOpen(false)}
        destroyOnHidden
        data-testid="contact-create-dialog"
      >
        {problem && <Alert type="error" showIcon message={t('create.failed')} description={problem} />}
        <Form
          form={form}
          name="new-contact"
          layout="vertical"
          onFinish={(values) => void create(values)}
          preserve={false}
        >
          <NewContactFields />
        </Form>
      </Modal>
    </>
  );
}
