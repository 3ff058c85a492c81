import { escapeHtml } from "./escape-html.ts";

/** A small line under the closing one, with a link: where to turn an email off. */
export interface MailFooter {
  text: string;
  linkText: string;
  link: string;
}

/** A passage of someone's own words (a message, a reply), shown as written: line breaks kept. */
export interface MailQuote {
  label: string;
  text: string;
}

/**
 * The HTML of every CampusRide e-mail: a title, a paragraph, one button to `link` (also
 * written out, for mail readers that drop buttons) and a closing line. Every text is
 * escaped here, so callers pass plain text, user-written parts included. An optional
 * footer line links to where the email can be turned off; quotes follow the paragraph.
 */
export function mailLayout(
  title: string,
  intro: string,
  button: string,
  link: string,
  outro: string,
  footer?: MailFooter,
  quotes: readonly MailQuote[] = [],
): string {
  const safeLink = escapeHtml(link);
  const footerLine = footer
    ? `<p style="font-size:12px;color:#64748b">${escapeHtml(footer.text)} <a href="${escapeHtml(footer.link)}" style="color:#475569">${escapeHtml(footer.linkText)}</a></p>\n`
    : "";
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;background:#f8fafc;margin:0;padding:24px;color:#0f172a">
<table role="presentation" width="100%" style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">
<tr><td>
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(title)}</h1>
<p style="line-height:1.5">${escapeHtml(intro)}</p>
${quotes.map(quoteHtml).join("")}<p style="margin:24px 0"><a href="${safeLink}" style="background:#2563eb;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(button)}</a></p>
<p style="line-height:1.5;font-size:14px">If the button does not work, copy this link into your browser:<br><a href="${safeLink}">${safeLink}</a></p>
<p style="line-height:1.5;font-size:14px;color:#475569">${escapeHtml(outro)}</p>
${footerLine}<p style="font-size:12px;color:#64748b">CampusRide — rides for university students</p>
</td></tr></table></body></html>`;
}

function quoteHtml({ label, text }: MailQuote): string {
  return `<p style="margin:16px 0 4px;font-weight:bold">${escapeHtml(label)}</p>
<blockquote style="margin:0;padding:12px;background:#f1f5f9;border-radius:6px;white-space:pre-line;line-height:1.5">${escapeHtml(text)}</blockquote>
`;
}

/** The quotes of a mail's plain-text part: each label, then its text. */
export function quotesText(quotes: readonly MailQuote[]): string {
  return quotes.map(({ label, text }) => `${label}:\n${text}\n\n`).join("");
}
