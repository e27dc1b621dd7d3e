import { LeftOutlined, PhoneOutlined, RightOutlined } from '@ant-design/icons';
import { Button, Flex, Tooltip, Typography } from 'antd';
import { can, useCurrentUser, usePhone, useTranslation } from '@/src/plugin-api';
import type { PagerState } from './pager-store';

/** A phone the viewer may not see arrives masked ("*****67"); it is never called (docs/decisions.md). */
const isMasked = (phone: string) => !/^\d+$/.test(phone);

/**
 * Previous and next card, "N of M", and the call button: a manual call (TYPE_SYSTEM) of the card's main phone
 * through the softphone, for holders of global.call (spec 001 section 6) once the softphone can call.
 */
export function CardPager({ state }: { state: PagerState }) {
  const { t } = useTranslation('card-list');
  const user = useCurrentUser();
  const { canCall, call } = usePhone();
  const { page, total, loading, go, contactId, campaignId, phone } = state;
  const allowed = user !== null && can(user, 'global.call');
  const masked = isMasked(phone);
  const hint = !allowed ? t('noCallKey') : masked ? t('hidden') : canCall ? null : t('noPhone');
  return (
    <Flex align="center" gap={8} wrap data-testid="card-pager">
      <Button
        icon={<LeftOutlined />}
        aria-label={t('prev')}
        disabled={loading || page <= 1}
        onClick={() => go(page - 1)}
      />
      <Typography.Text data-testid="card-position">{t('position', { n: page, total })}</Typography.Text>
      <Button
        icon={<RightOutlined />}
        aria-label={t('next')}
        disabled={loading || page >= total}
        onClick={() => go(page + 1)}
      />
      {/* A disabled button fires no mouse events: the span carries the tooltip. */}
      <Tooltip title={hint}>
        <span data-testid="card-call-hint">
          <Button
            type="primary"
            icon={<PhoneOutlined />}
            disabled={hint !== null || loading}
            onClick={() => call({ phone, contactId, campaignId, callType: 'TYPE_SYSTEM' })}
          >
            {t('call')}
          </Button>
        </span>
      </Tooltip>
    </Flex>
  );
}
