import { useEffect, useState } from 'react';
import { notify, useApi, useTranslation } from '@/src/plugin-api';

/** Spec 001 section 9: the card list shows one card a page. */
export const PAGE_SIZE = 1;

/** The part of GET /contact/list/cards the list reads (spec 000 section 3, "Card-list page"). */
export interface CardPage {
  items: { id: number; full_name: string; phone: string }[];
  current: number;
  pageCount: number;
  totalCount: number;
}

/**
 * A page of a project's card list. The last page read stays while the next loads, so the pager does not
 * blink; a failed read calls `onFailed` and an empty project says noContactsToCall (spec 000 section 5).
 */
export function useCardPage(campaignId: number, page: number, onFailed: () => void) {
  const request = useApi();
  const { t } = useTranslation();
  const [loaded, setLoaded] = useState<{ page: number; data: CardPage } | null>(null);
  useEffect(() => {
    let live = true;
    request<CardPage>('get', '/contact/list/cards', { campaign_id: campaignId, page, limit: PAGE_SIZE })
      .then(({ status, data }) => {
        if (status !== 200 || !Array.isArray(data?.items)) throw new Error(`card list: ${status}`);
        if (!live) return;
        if (data.totalCount === 0) void notify({ type: 'warning', message: t('noContactsToCall') });
        setLoaded({ page, data });
      })
      .catch(() => live && onFailed());
    return () => {
      live = false;
    };
  }, [request, t, campaignId, page, onFailed]);
  return { data: loaded?.data ?? null, loading: loaded?.page !== page };
}
