// The call status codes (spec 000 section 3 and spec 001 section 9: 1-8, 11, 12, 20-23, 30, 101-106). The
// spec lists the codes but not their meanings; these are ours (docs/telephony.md, "Call status codes").
// The call-control service writes them into calls.status, the calls report and the card show the labels.
// No imports, so the server can share it (server/from-client.ts).

export const CALL_STATUS = {
  /** Outbound: the customer answered and talked to the operator. */
  answered: 1,
  /** Outbound: the customer did not answer before the dial timeout (or 408/480 from the carrier). */
  noAnswer: 2,
  /** The customer's line was busy (486, 600). */
  busy: 3,
  /** The customer declined the call (603). */
  declined: 4,
  /** The number does not exist or is malformed at the carrier (404, 484, 410, 604). */
  invalidNumber: 5,
  /** The carrier refused or failed the call (other 4xx, 5xx, or it did not answer at all). */
  carrierError: 6,
  /** The operator hung up before the customer answered. */
  cancelled: 7,
  /** No trunk could carry the call: none set for the user or project, inactive, or at its capacity. */
  noTrunk: 8,
  /** Inbound: an operator answered the queued caller. */
  inboundAnswered: 11,
  /** Inbound: the caller hung up while waiting in the queue. */
  abandoned: 12,
  /** The customer's call was handed to a project queue's operator (by REFER or the transfer command). */
  transferredToQueue: 20,
  /** The customer's call was handed to a stored transfer phone or a typed number. */
  transferredToNumber: 21,
  /** A consult call's target could not be reached and no more specific code applies (unknown target,
   * the queue's timeout). */
  transferFailed: 22,
  /** A consult call the operator cancelled before it was handed over (Cancel transfer, or hung up on it). */
  transferCancelled: 23,
  /** Inbound: no operator answered before the queue timeout. */
  queueTimeout: 30,
  /** The media server stopped carrying the call (it died or stopped answering). */
  mediaLost: 101,
  /** The carrier stopped sending audio and never hung up. */
  carrierLost: 102,
  /** The call was live when the call-control service stopped; closed when it started again. */
  closedAtRestart: 103,
  /** The operator's softphone went away mid-call. */
  operatorLost: 104,
  /** The number was refused before dialling (too short, not digits). */
  refusedNumber: 105,
  /** Dialler: the customer answered and no operator was free (issue 15). */
  dialerAbandoned: 106,
} as const;

export type CallStatusName = keyof typeof CALL_STATUS;
export type CallStatusCode = (typeof CALL_STATUS)[CallStatusName];
export const CALL_STATUS_CODES = Object.values(CALL_STATUS) as CallStatusCode[];

const STATUS_LABELS: Record<CallStatusCode, { en: string; ru: string }> = {
  1: { en: 'Answered', ru: 'Отвечен' },
  2: { en: 'No answer', ru: 'Нет ответа' },
  3: { en: 'Busy', ru: 'Занято' },
  4: { en: 'Declined', ru: 'Отклонён' },
  5: { en: 'Invalid number', ru: 'Неверный номер' },
  6: { en: 'Carrier error', ru: 'Ошибка оператора связи' },
  7: { en: 'Cancelled by operator', ru: 'Отменён оператором' },
  8: { en: 'No trunk', ru: 'Нет транка' },
  11: { en: 'Inbound answered', ru: 'Входящий отвечен' },
  12: { en: 'Abandoned in queue', ru: 'Брошен в очереди' },
  20: { en: 'Transferred to queue', ru: 'Переведён в очередь' },
  21: { en: 'Transferred to number', ru: 'Переведён на номер' },
  22: { en: 'Transfer target unreachable', ru: 'Цель перевода недоступна' },
  23: { en: 'Transfer cancelled', ru: 'Перевод отменён' },
  30: { en: 'Queue timeout', ru: 'Истекло ожидание в очереди' },
  101: { en: 'Media lost', ru: 'Потеря медиа' },
  102: { en: 'Carrier lost', ru: 'Потеря связи с оператором' },
  103: { en: 'Closed at restart', ru: 'Закрыт при перезапуске' },
  104: { en: 'Operator lost', ru: 'Потеря связи с оператором колл-центра' },
  105: { en: 'Number refused', ru: 'Номер отклонён' },
  106: { en: 'Abandoned by dialler', ru: 'Сброшен автонабором' },
};

export const callStatusLabel = (code: number, locale: 'en' | 'ru'): string =>
  STATUS_LABELS[code as CallStatusCode]?.[locale] ?? String(code);
