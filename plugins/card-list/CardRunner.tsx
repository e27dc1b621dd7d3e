import { Button, Empty, Flex, Spin, Typography } from 'antd';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { closeContactCard, openContactCard, useTranslation } from '@/src/plugin-api';
import { CardPager } from './CardPager';
import { publishPager, type PagerState } from './pager-store';
import { useCardPage } from './use-card-page';

interface CardRunnerProps {
  campaignId: number;
  onFailed: () => void;
}

/**
 * One project's cards, one at a time: the card itself is the contact-card plugin's, opened through the
 * plugin API; this part keeps the position and hands the pager to the open card's top bar.
 */
export function CardRunner({ campaignId, onFailed }: CardRunnerProps) {
  const { t } = useTranslation('card-list');
  const { t: shell } = useTranslation();
  const [page, setPage] = useState(1);
  const { data, loading } = useCardPage(campaignId, page, onFailed);
  const current = data?.items[0] ?? null;
  const total = data?.totalCount ?? 0;
  const go = useCallback((next: number) => setPage(Math.max(1, next)), []);
  const pager = useMemo<PagerState | null>(
    () =>
      current ? { contactId: current.id, phone: current.phone, campaignId, page, total, loading, go } : null,
    [current, campaignId, page, total, loading, go],
  );

  // Cards removed meanwhile can leave the page past the end: step back to the last one.
  useEffect(() => {
    if (data && !current && data.pageCount > 0) setPage(data.pageCount);
  }, [data, current]);
  useEffect(() => {
    if (current) openContactCard(current.id);
  }, [current]);
  useEffect(() => publishPager(pager), [pager]);
  // Leaving the list takes its card along.
  useEffect(
    () => () => {
      publishPager(null);
      closeContactCard();
    },
    [],
  );

  if (!data) return <Spin aria-label={t('loading')} />;
  if (!pager || !current) return <Empty description={shell('noContactsToCall')} />;
  return (
    <Flex vertical gap={12} align="flex-start">
      <Typography.Title level={5} style={{ margin: 0 }}>
        {current.full_name || current.phone}
      </Typography.Title>
      <CardPager state={pager} />
      <Button onClick={() => openContactCard(current.id)}>{t('openCard')}</Button>
    </Flex>
  );
}
