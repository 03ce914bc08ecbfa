/** The five characters that matter in HTML text and attribute values. */
const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/**
 * The headers the bank page goes out with: nothing may run or load on it (it has no script at all),
 * its forms post only to its own origin, and no one may frame it.
 */
export const AMERIA_PAGE_HEADERS = {
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
} as const;

const STYLE = 'body{font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;color:#1a1a1a}'
  + 'form{display:inline}button{font:inherit;padding:.5rem 1.25rem;margin-right:.75rem;cursor:pointer}'
  + '.confirm{background:#0b5cad;color:#fff;border:0;border-radius:4px}';

const page = (title: string, body: string): string =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">`
  + `<title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;

/**
 * The mock's stand-in for Ameriabank's card-binding page: the account's name (escaped), and Confirm
 * and Cancel as plain form posts to this page's own address (no script). `base` is the page's path.
 */
export const ameriaCheckoutPage = (base: string, accountName: string): string =>
  page(
    'Ameriabank: link a card',
    `<h1>Ameriabank (test)</h1><p>Link a card to the account <strong>${escapeHtml(accountName)}</strong>?</p>`
      + `<p>This test page saves a test card when you confirm.</p>`
      + `<form method="post" action="${escapeHtml(`${base}/confirm`)}"><button class="confirm" type="submit">Confirm</button></form>`
      + `<form method="post" action="${escapeHtml(`${base}/cancel`)}"><button type="submit">Cancel</button></form>`,
  );

/** An unknown, used or expired page: a link back to the billing page instead. */
export const ameriaExpiredPage = (returnTo: string): string =>
  page('Ameriabank: session expired', `<h1>Ameriabank (test)</h1><p>This payment session has expired.</p><p><a href="${escapeHtml(returnTo)}">Back to billing</a></p>`);
