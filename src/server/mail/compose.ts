import type { TFunction } from 'i18next';
import type { Channel } from '@/domain/channels';

export interface MailContent {
  subject: string;
  /** First line of the mail, e.g. 'Hello Anna,'. */
  greeting?: string;
  paragraphs: string[];
  /** The one link a person acts on, shown as a button in HTML and as a bare URL in text. */
  action?: { label: string; url: string };
  /** Paragraphs after the action, e.g. 'If you did not ask for this, ignore this mail.' */
  after?: string[];
}

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** Builds the plain-text and HTML bodies of a mail in the channel's brand and the given locale. */
export function composeMail(t: TFunction, channel: Channel, content: MailContent): { subject: string; text: string; html: string } {
  const footer = t('mail.footer', { brand: channel.brandName });
  const text =
    [
      content.greeting,
      ...content.paragraphs,
      content.action ? `${content.action.label}:\n${content.action.url}` : undefined,
      ...(content.after ?? []),
      `-- \n${footer}\n${channel.shopUrl}`,
    ]
      .filter(Boolean)
      .join('\n\n') + '\n';

  const p = (s: string) => `<p style="margin:0 0 16px">${escapeHtml(s)}</p>`;
  const button = content.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="background:#0b5cad;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(content.action.label)}</a></p>` +
      `<p style="margin:0 0 16px;font-size:13px;color:#475569">${escapeHtml(t('mail.linkFallback'))}<br><a href="${escapeHtml(content.action.url)}">${escapeHtml(content.action.url)}</a></p>`
    : '';
  const html =
    `<!doctype html><html><head><meta charset="utf-8"><title>${escapeHtml(content.subject)}</title></head>` +
    `<body style="font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#0f172a;background:#f8fafc;margin:0;padding:24px">` +
    `<div style="max-width:560px;margin:0 auto;background:#ffffff;border:1px solid #e2e8f0;border-radius:8px;padding:24px">` +
    `<p style="font-size:20px;font-weight:700;color:#0b5cad;margin:0 0 24px">${escapeHtml(channel.brandName)}</p>` +
    (content.greeting ? p(content.greeting) : '') +
    content.paragraphs.map(p).join('') +
    button +
    (content.after ?? []).map(p).join('') +
    `<p style="margin:24px 0 0;font-size:13px;color:#475569">${escapeHtml(footer)}<br><a href="${escapeHtml(channel.shopUrl)}">${escapeHtml(channel.shopUrl)}</a></p>` +
    `</div></body></html>`;
  return { subject: content.subject, text, html };
}
