// One page of a project's card list (GET /contact/list/cards), through the SDK's query.
import { useEffect } from 'react';
import { notify, useApiQuery, useTranslation } from '@/src/plugin-api';

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
  const { t } = useTranslation();
  const query = { campaign_id: campaignId, page, limit: PAGE_SIZE };
  const reply = useApiQuery<CardPage>('/contact/list/cards', query, { keepPrevious: true });
  const fresh = reply.isPrevious ? undefined : reply.data;
  const malformed = fresh !== undefined && !Array.isArray(fresh?.items);
  const failed = reply.error !== null || malformed;

  useEffect(() => {
    if (failed) onFailed();
  }, [failed, onFailed]);
  useEffect(() => {
    if (fresh?.totalCount === 0) void notify({ type: 'warning', message: t('noContactsToCall') });
  }, [fresh, t]);

  const data = malformed ? null : (reply.data ?? null);
  return { data, loading: reply.isLoading || reply.isPrevious };
}
