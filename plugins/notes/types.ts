/** A note as /note/list and /note/create answer it (docs/contracts.md). */
export interface Note {
  id: number;
  text: string;
  contact: number;
  created_at: string;
  updated_at?: string;
  /** null once the author's account is deleted. */
  user: { id: number; full_name: string } | null;
}
