import { Flex, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation, type SlotItemProps } from '@/src/plugin-api';
import { usePhoneState } from '../phone/context';
import { callTypeKey } from './call-label';
import { CallBarButtons } from './CallBarButtons';
import { CountdownBadge } from './CountdownBadge';
import DtmfDialog from './DtmfDialog';
import TransferDialog from './TransferDialog';
import './texts';

/** The contact card's call bar (spec 000 section 2.4): shown while this card's call or its countdown runs. */
export default function CallBar({ ctx }: SlotItemProps<'contactCard.callBar'>) {
  const { t } = useTranslation('softphone');
  const { call, countdown } = usePhoneState();
  const [dialog, setDialog] = useState<'transfer' | 'dtmf' | null>(null);
  const ours = call ? call.contactId === ctx.contactId : countdown?.contactId === ctx.contactId;
  if (!ours || (!call && !countdown)) return null;
  return (
    <Flex
      align="center"
      justify="space-between"
      gap={12}
      wrap
      data-testid="call-bar"
      data-state={call?.state ?? 'countdown'}
      style={{ marginBottom: 12, padding: '8px 12px', borderRadius: 8, background: 'rgba(22,119,255,0.06)' }}
    >
      {call && (
        <Typography.Title level={5} style={{ margin: 0 }} data-testid="call-bar-heading">
          {t(callTypeKey(call))}: {call.displayPhone}
        </Typography.Title>
      )}
      <Flex align="center" gap={12}>
        {call && (
          <CallBarButtons
            call={call}
            onTransfer={() => setDialog('transfer')}
            onDtmf={() => setDialog('dtmf')}
          />
        )}
        {countdown && <CountdownBadge countdown={countdown} />}
      </Flex>
      <TransferDialog
        open={dialog === 'transfer' && !!call}
        campaignId={call?.campaignId ?? null}
        onClose={() => setDialog(null)}
      />
      <DtmfDialog open={dialog === 'dtmf' && !!call} onClose={() => setDialog(null)} />
    </Flex>
  );
}
