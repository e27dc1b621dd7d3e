import { Alert, Button, Form, Input, Modal, Select, Switch } from 'antd';
import { useState } from 'react';
import { useTranslation } from '@/src/plugin-api';
import { usePhoneActions, usePhoneState } from '../phone/context';
import { transferRunning } from './call-label';
import { TransferProgress } from './TransferProgress';
import { useTransferOptions } from './use-transfer-options';
import './texts';

interface TransferDialogProps {
  open: boolean;
  onClose: () => void;
  /** The call's project, whose stored transfer phones are offered; null offers none. */
  campaignId: number | null;
}

/** Transfer of the call in answer (spec 000 sections 2.6, 4.4, 5): a queue, a stored phone or a typed one. */
export default function TransferDialog({ open, onClose, campaignId }: TransferDialogProps) {
  const { t } = useTranslation('softphone');
  const { call, transfer } = usePhoneState();
  const actions = usePhoneActions();
  const options = useTransferOptions(open, campaignId);
  const [toQueue, setToQueue] = useState(false);
  const [chosen, setChosen] = useState<string | undefined>();
  const [manual, setManual] = useState('');
  const [error, setError] = useState(false);
  const ready = options.state === 'ready' ? options : null;

  // A choice and a typed number exclude each other, so what is sent is never ambiguous.
  const choose = (value: string | undefined) => {
    setChosen(value);
    if (value) setManual('');
    setError(false);
  };
  const type = (value: string) => {
    setManual(value);
    if (value) setChosen(undefined);
    setError(false);
  };
  const switchQueue = (on: boolean) => {
    setToQueue(on);
    setChosen(undefined);
    setError(false);
  };

  const submit = () => {
    const typed = manual.trim();
    const stored = ready?.phones.find((option) => option.value === chosen);
    if (chosen && toQueue) actions.transfer({ queue: chosen });
    else if (chosen)
      actions.transfer({ phone: chosen, ...(stored?.mohClass && { mohClass: stored.mohClass }) });
    else if (typed) actions.transfer({ phone: typed });
    else setError(true);
  };

  const busy = transferRunning(transfer?.state);
  const footer = [
    <Button key="close" data-testid="transfer-close" onClick={onClose}>
      {t('button.close')}
    </Button>,
    <Button
      key="submit"
      type="primary"
      data-testid="transfer-submit"
      disabled={busy || call?.state !== 'answer'}
      onClick={submit}
    >
      {t('transfer.submit')}
    </Button>,
  ];
  const list = toQueue ? ready?.queues : ready?.phones;
  return (
    <Modal
      open={open}
      title={t('transfer.title')}
      onCancel={onClose}
      footer={footer}
      width={420}
      destroyOnHidden
    >
      <Form layout="vertical" data-testid="transfer-dialog">
        <Form.Item label={t('transfer.toQueue')}>
          <Switch
            checked={toQueue}
            onChange={switchQueue}
            aria-label={t('transfer.toQueue')}
            data-testid="transfer-queue-switch"
          />
        </Form.Item>
        {options.state === 'failed' && (
          <Alert type="warning" showIcon message={t('transfer.loadFailed')} style={{ marginBottom: 16 }} />
        )}
        <Form.Item label={t(toQueue ? 'transfer.queue' : 'transfer.phone')}>
          <Select
            value={chosen}
            onChange={choose}
            allowClear
            loading={options.state === 'loading'}
            options={list ?? []}
            placeholder={t(toQueue ? 'transfer.queuePlaceholder' : 'transfer.phonePlaceholder')}
            notFoundContent={toQueue ? undefined : t('transfer.noPhones')}
            aria-label={t(toQueue ? 'transfer.queue' : 'transfer.phone')}
            data-testid={toQueue ? 'transfer-queue' : 'transfer-phone'}
          />
        </Form.Item>
        <Form.Item
          label={t('transfer.manualPhone')}
          validateStatus={error ? 'error' : undefined}
          help={
            error ? (
              <span data-testid="transfer-error">
                {t(toQueue ? 'transfer.requiredQueue' : 'transfer.required')}
              </span>
            ) : undefined
          }
        >
          <Input
            value={manual}
            inputMode="tel"
            placeholder={t('transfer.manualPlaceholder')}
            aria-label={t('transfer.manualPhone')}
            data-testid="transfer-manual-phone"
            onChange={(event) => type(event.target.value)}
            onPressEnter={submit}
          />
        </Form.Item>
      </Form>
      <TransferProgress />
    </Modal>
  );
}
