// Handing a message to the outside world: e-mail through the app's mailer (SMTP), SMS as a JSON POST to
// SMS_PROVIDER_URL. Each answers how it ended instead of throwing, so the row always records the outcome,
// and whether a failure is temporary (worth trying again: an SMTP 4xx reply, a network error or timeout, an
// SMS provider's 5xx or 429) or final (a 5xx SMTP reply, a refused SMS, nothing configured).
import type { AppConfig } from '../config';
import type { MailAttachment, Mailer } from '../mail/mailer';

export interface Outcome {
  ok: boolean;
  /** A failure another try may get past. */
  temporary: boolean;
  detail: string;
}

const SMS_TIMEOUT_MS = 10_000;
// Enough to read why a provider refused; the whole reply would swell the row.
const DETAIL_MAX = 300;

const short = (text: string) => (text.length > DETAIL_MAX ? `${text.slice(0, DETAIL_MAX)}…` : text);
const reason = (err: unknown) => short(err instanceof Error ? err.message : String(err));

const sent: Outcome = { ok: true, temporary: false, detail: '' };
const failed = (detail: string, temporary: boolean): Outcome => ({ ok: false, temporary, detail });

/** nodemailer's codes of a connection that failed or dropped (no server reply to judge by). */
const NETWORK_CODES = new Set(['ECONNECTION', 'ETIMEDOUT', 'ESOCKET', 'EDNS', 'ECONNREFUSED', 'ECONNRESET']);

/** An SMTP failure another try may get past: a 4xx reply (greylisting, a full mailbox, a busy server) or no reply. */
export function temporarySmtpFailure(err: unknown): boolean {
  const { responseCode, code } = (err ?? {}) as { responseCode?: number; code?: string };
  if (typeof responseCode === 'number') return responseCode >= 400 && responseCode < 500;
  return typeof code === 'string' && NETWORK_CODES.has(code);
}

export async function sendEmail(
  config: AppConfig,
  mailer: Mailer,
  mail: { to: string; subject: string; text: string; attachment?: MailAttachment },
): Promise<Outcome> {
  // The mailer would only log the text: recording that as sent would be a lie to the operator.
  if (!config.smtpUrl) return failed('SMTP is not configured (SMTP_URL)', false);
  try {
    const { attachment, ...rest } = mail;
    await mailer.send({ ...rest, attachments: attachment ? [attachment] : undefined });
    return sent;
  } catch (err) {
    return failed(reason(err), temporarySmtpFailure(err));
  }
}

export async function sendSms(config: AppConfig, sms: { to: string; text: string }): Promise<Outcome> {
  if (!config.smsProviderUrl) return failed('SMS provider is not configured (SMS_PROVIDER_URL)', false);
  try {
    const res = await fetch(config.smsProviderUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(sms),
      signal: AbortSignal.timeout(SMS_TIMEOUT_MS),
      redirect: 'error',
    });
    const body = await res.text().catch(() => '');
    if (res.ok) return sent;
    const temporary = res.status >= 500 || res.status === 429;
    return failed(short(`HTTP ${res.status}${body ? `: ${body}` : ''}`), temporary);
  } catch (err) {
    // No reply at all: a timeout, a refused or dropped connection.
    return failed(reason(err), true);
  }
}
