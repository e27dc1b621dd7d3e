// The events of the /userreport namespace (spec 001 sections 3 and 7; spec 000 section 4.4).
import type { Locale } from '../i18n/locale';

export interface ReportAck {
  ok: boolean;
  /** Why a report was ignored (malformed): the first offending field. */
  error?: string;
}

export interface ClientToServerEvents {
  /** A status or call event of the operator (spec 001 section 3, "User-report message"). */
  report: (message: unknown, ack?: (reply: ReportAck) => void) => void;
  ping: () => void;
}

export interface ServerToClientEvents {
  pong: (reply: { time: number }) => void;
  /** Calling is disabled while `amount_required` is true (the billing side: not enough funds). */
  updateStateAmount: (state: { amount_required: boolean }) => void;
  /** The text: this user already has a live connection; sent to the newer one, which is then disconnected. */
  limitConnections: (text: string) => void;
}

/** What the handshake established, on `socket.data`. */
export interface SocketData {
  userId: number;
  operPhone: string;
  locale: Locale;
  /** The client's own id (`auth.client_id`), kept across its reconnects; null when not sent. */
  clientId: string | null;
}
