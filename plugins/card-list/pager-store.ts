// The card on show, shared by the page and the pager in the open card's top bar (CardPagerBar): two lazily
// loaded parts of this plugin that never render one inside the other, so they meet here, not through props.
import { createStore } from '@/src/plugin-api';

export interface PagerState {
  contactId: number;
  /** The card's main phone as the list sent it (masked for a viewer who may not see it). */
  phone: string;
  /** The project the list calls. */
  campaignId: number;
  /** With one card a page (spec 001 section 9) the page number is the card's position. */
  page: number;
  total: number;
  loading: boolean;
  go: (page: number) => void;
}

const pager = createStore<PagerState | null>(null);

export const publishPager = (next: PagerState | null): void => pager.set(next);

export const usePager = (): PagerState | null => pager.use();
