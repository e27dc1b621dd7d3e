// The shapes of GET /api/contact/list (docs/contracts.md, "The contact list").
export interface Named {
  id: number;
  title: string;
}

export interface Coloured extends Named {
  color: string;
}

export interface ContactRow {
  id: number;
  full_name: string;
  /** As the server sends it: masked (`*****67`) for viewers who may not see it. */
  phone: string;
  status: Coloured | null;
  status_groups: string[];
  user: { id: number; full_name: string } | null;
  campaign: Named | null;
  tags: Coloured[];
  bot_attempts: number;
  tasks_count: number;
  has_recall_task: boolean;
  call_date: string | null;
  created_at: string;
  updated_at: string;
}

export interface ListReply {
  items: ContactRow[];
  totalCount: number;
  /** false beyond 20,000 rows: totalCount is then the planner's estimate. */
  totalCountExact: boolean;
  page: number;
  limit: number;
  /** Opaque keyset cursors of the neighbouring pages; null at either end. */
  next: string | null;
  prev: string | null;
}

export interface Operator {
  id: number;
  full_name: string;
}
