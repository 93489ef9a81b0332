// The dev mailbox: the outbox as an HTML page, so that a developer can open a reset or confirmation link
// without an SMTP server. Everything from the database is escaped; the page has no script and no inline
// style (the site's CSP allows neither), only a stylesheet from the same origin.
import { escapeHtml } from '../../http/html';
import type { OutboxMail } from './repository';

/** The http(s) links of a plain-text mail, in order, without repeats. */
export function linksOf(text: string): string[] {
  const found = text.match(/https?:\/\/[^\s<>"']+/g) ?? [];
  return [...new Set(found.map((link) => link.replace(/[.,;:!?)]+$/, '')))];
}

function mailSection(mail: OutboxMail): string {
  const links = linksOf(mail.textBody)
    .map((link) => `<li><a href="${escapeHtml(link)}" rel="noreferrer">${escapeHtml(link)}</a></li>`)
    .join('');
  return `<article class="mail">
<header>
<h2>${escapeHtml(mail.subject)}</h2>
<dl>
<dt>To</dt><dd>${escapeHtml(mail.toAddress)}</dd>
<dt>Kind</dt><dd>${escapeHtml(mail.kind)}</dd>
<dt>Queued</dt><dd><time datetime="${mail.createdAt.toISOString()}">${mail.createdAt.toISOString()}</time></dd>
<dt>Status</dt><dd class="status-${escapeHtml(mail.status)}">${escapeHtml(mail.status)}</dd>
</dl>
</header>
${links ? `<ul class="links">${links}</ul>` : ''}
<pre>${escapeHtml(mail.textBody)}</pre>
</article>`;
}

export function renderMailboxPage(mails: readonly OutboxMail[]): string {
  const body =
    mails.length === 0
      ? '<p class="empty">No e-mail has been queued yet.</p>'
      : mails.map(mailSection).join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Reelvault dev mailbox</title>
<link rel="stylesheet" href="/dev/mailbox.css">
</head>
<body>
<main>
<h1>Dev mailbox</h1>
<p class="note">E-mails of the outbox, newest first. This page exists only on a development server with the embedded database; nothing here is sent.</p>
${body}
</main>
</body>
</html>
`;
}

export const mailboxStylesheet = `body{margin:0;font-family:system-ui,sans-serif;background:#f4f4f6;color:#1b1b1f}
main{max-width:56rem;margin-inline:auto;padding:1.5rem}
h1{margin-block:0 .5rem}
.note,.empty{color:#55555f}
.mail{background:#fff;border:1px solid #dcdce2;border-radius:.5rem;padding:1rem 1.25rem;margin-block:1rem}
.mail h2{font-size:1.1rem;margin-block:0 .5rem}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem;margin:0}
dt{font-weight:600}
dd{margin:0}
.status-sent{color:#17693a}
.status-failed{color:#a3231c}
.links{padding-inline-start:1.25rem}
.links a{word-break:break-all}
pre{white-space:pre-wrap;background:#f8f8fa;padding:.75rem;border-radius:.25rem}
`;
