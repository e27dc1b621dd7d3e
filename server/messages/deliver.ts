// Handing a message to the outside world: e-mail through the app's mailer (SMTP), SMS as a JSON POST to
// SMS_PROVIDER_URL. Each answers how it ended instead of throwing, so the row always records the outcome.
import type { AppConfig } from '../config';
import type { MailAttachment, Mailer } from '../mail/mailer';

export interface Outcome {
  ok: boolean;
  detail: string;
}

const SMS_TIMEOUT_MS = 10_000;
// Enough to read why a provider refused; the whole reply would swell the row.
const DETAIL_MAX = 300;

const short = (text: string) => (text.length > DETAIL_MAX ? `${text.slice(0, DETAIL_MAX)}…` : text);
const reason = (err: unknown) => short(err instanceof Error ? err.message : String(err));

export async function sendEmail(
  config: AppConfig,
  mailer: Mailer,
  mail: { to: string; subject: string; text: string; attachment?: MailAttachment },
): Promise<Outcome> {
  // The mailer would only log the text: recording that as sent would be a lie to the operator.
  if (!config.smtpUrl) return { ok: false, detail: 'SMTP is not configured (SMTP_URL)' };
  try {
    const { attachment, ...rest } = mail;
    await mailer.send({ ...rest, attachments: attachment ? [attachment] : undefined });
    return { ok: true, detail: '' };
  } catch (err) {
    return { ok: false, detail: reason(err) };
  }
}

export async function sendSms(config: AppConfig, sms: { to: string; text: string }): Promise<Outcome> {
  if (!config.smsProviderUrl)
    return { ok: false, detail: 'SMS provider is not configured (SMS_PROVIDER_URL)' };
  try {
    const res = await fetch(config.smsProviderUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(sms),
      signal: AbortSignal.timeout(SMS_TIMEOUT_MS),
      redirect: 'error',
    });
    const body = await res.text().catch(() => '');
    if (res.ok) return { ok: true, detail: '' };
    return { ok: false, detail: short(`HTTP ${res.status}${body ? `: ${body}` : ''}`) };
  } catch (err) {
    return { ok: false, detail: reason(err) };
  }
}
