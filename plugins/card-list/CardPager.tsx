import { LeftOutlined, PhoneOutlined, RightOutlined } from '@ant-design/icons';
import { Button, Flex, Tooltip, Typography } from 'antd';
import { useTranslation } from '@/src/plugin-api';
import type { PagerState } from './pager-store';

/** Previous and next card, "N of M", and the call button, which waits for the softphone (a later issue). */
export function CardPager({ state }: { state: PagerState }) {
  const { t } = useTranslation('card-list');
  const { page, total, loading, go } = state;
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
      <Tooltip title={t('callLater')}>
        <span data-testid="card-call-hint">
          <Button type="primary" icon={<PhoneOutlined />} disabled>
            {t('call')}
          </Button>
        </span>
      </Tooltip>
    </Flex>
  );
}
