// The sandbox gateway's hosted payment page: the amount and two buttons, Approve and Decline, each a
// plain form post (no script and no inline style: the site's CSP allows neither; the stylesheet comes
// from the same origin). Everything shown is escaped.
import { formatMoney } from '@reelvault/contract/money';
import { escapeHtml } from '../../../http/html';
import type { SandboxPaymentRow } from '../repository';
import { sandboxPagePath } from './sandbox';

export const sandboxStylesheetPath = `${sandboxPagePath}/sandbox.css`;

function page(title: string, content: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="${sandboxStylesheetPath}">
</head>
<body>
<main>
<p class="brand">Sandbox payments</p>
${content}
<p class="note">This is Reelvault's sandbox gateway for demonstrations and tests. No real money moves.</p>
</main>
</body>
</html>
`;
}

export function renderSandboxPaymentPage(payment: SandboxPaymentRow): string {
  const amount = formatMoney('en', payment.amount, payment.currency);
  const action = `${sandboxPagePath}/${payment.id}`;
  if (payment.status !== 'open') {
    return page(
      'Payment decided',
      `<h1>This payment was ${payment.status === 'approved' ? 'approved' : 'declined'}</h1>
<p class="amount">${escapeHtml(amount)}</p>
<form method="post" action="${escapeHtml(action)}"><input type="hidden" name="decision" value="${payment.status === 'approved' ? 'approve' : 'decline'}"><button type="submit" class="secondary">Back to the casino</button></form>`,
    );
  }
  return page(
    `Pay ${amount}`,
    `<h1>Confirm your payment</h1>
<p class="description">${escapeHtml(payment.description)}</p>
<p class="amount">${escapeHtml(amount)}</p>
<div class="actions">
<form method="post" action="${escapeHtml(action)}"><input type="hidden" name="decision" value="approve"><button type="submit" class="approve">Approve payment</button></form>
<form method="post" action="${escapeHtml(action)}"><input type="hidden" name="decision" value="decline"><button type="submit" class="decline">Decline</button></form>
</div>`,
  );
}

export function renderSandboxMissingPage(): string {
  return page('Payment not found', '<h1>This payment does not exist</h1>');
}

export const sandboxStylesheet = `body{margin:0;font-family:system-ui,sans-serif;background:#eef1f6;color:#17202e}
main{max-width:28rem;margin:3rem auto;padding:2rem;background:#fff;border-radius:1rem;box-shadow:0 10px 30px rgba(23,32,46,.12)}
.brand{margin:0 0 1rem;font-weight:700;letter-spacing:.04em;text-transform:uppercase;color:#4a5a75;font-size:.8rem}
h1{font-size:1.4rem;margin:0 0 .5rem}
.description{color:#4a5a75;margin:0}
.amount{font-size:2.2rem;font-weight:700;margin:1rem 0 1.5rem}
.actions{display:flex;gap:.75rem;flex-wrap:wrap}
button{font:inherit;font-weight:600;border:0;border-radius:999px;padding:.75rem 1.5rem;cursor:pointer}
.approve{background:#1b7f4b;color:#fff}
.decline,.secondary{background:#e3e7ee;color:#17202e}
button:focus-visible{outline:3px solid #2d5bd3;outline-offset:2px}
.note{margin:2rem 0 0;font-size:.85rem;color:#66738a}
`;
