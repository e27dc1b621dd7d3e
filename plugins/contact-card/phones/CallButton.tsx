import { PhoneOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { usePhone, useTranslation } from '@/src/plugin-api';
import { isMaskedPhone } from '../form/BaseFields';

interface CallButtonProps {
  /** A saved phone of the contact, as the server sent it (masked for a viewer who may not see it). */
  phone: string;
  contactId: number;
  campaignId?: number;
  /** The user holds global.call (spec 001 section 6). */
  allowed: boolean;
}

/**
 * A manual call (TYPE_SYSTEM) of one of the card's phones through the softphone. A masked phone is never
 * called: the server does not send the number to a viewer who may not see it (docs/decisions.md).
 */
export function CallButton({ phone, contactId, campaignId, allowed }: CallButtonProps) {
  const { t } = useTranslation('contact-card');
  const { canCall, call } = usePhone();
  const masked = isMaskedPhone(phone);
  const label = t('call.button', { phone });
  const hint = masked ? t('call.hidden') : canCall ? label : t('call.noPhone');
  return (
    <Tooltip title={hint}>
      {/* A disabled button fires no mouse events: the span carries the tooltip. */}
      <span data-testid={`call-${phone}`} style={{ display: 'inline-flex' }}>
        <Button
          icon={<PhoneOutlined />}
          aria-label={label}
          // Explicit, so the form's `disabled` (no contact.update) does not switch calling off.
          disabled={!allowed || !canCall || masked}
          onClick={() => call({ phone, contactId, campaignId, callType: 'TYPE_SYSTEM' })}
        />
      </span>
    </Tooltip>
  );
}
