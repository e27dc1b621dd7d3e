// A dialog asking for one value (an operator, a status) to give every chosen contact.
import { Modal, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from '@/src/plugin-api';

export interface Choice {
  value: number | string;
  label: string;
}

interface Props {
  title: string;
  options: Choice[];
  onCancel: () => void;
  /** Resolves when the change is done (or failed and told); the dialog then closes. */
  onSubmit: (value: number | string) => Promise<void>;
}

export function ChoiceDialog({ title, options, onCancel, onSubmit }: Props) {
  const { t } = useTranslation('contact-list');
  const [value, setValue] = useState<number | string>();
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    if (value === undefined) return;
    setBusy(true);
    try {
      await onSubmit(value);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open
      title={title}
      okText={t('bulk.apply')}
      cancelText={t('bulk.cancel')}
      okButtonProps={{ disabled: value === undefined }}
      confirmLoading={busy}
      onOk={submit}
      onCancel={onCancel}
    >
      <Select
        style={{ width: '100%' }}
        showSearch
        optionFilterProp="label"
        placeholder={t('bulk.choose')}
        options={options}
        value={value}
        onChange={setValue}
        data-testid="contact-list-choice"
      />
    </Modal>
  );
}
