// The one security policy of the production build: `vite preview` sends it (vite.config.ts) and the
// nginx configuration is generated from it (deploy/nginxConfig.mjs), so the two cannot drift apart.
// Plain ESM (with securityPolicy.d.mts) because both the TypeScript Vite config and Node scripts
// import it.

/** A build can use Stripe only when it has a publishable key (src/payments/stripeConfig.ts). */
export const stripeEnabledIn = (env) => (env.VITE_STRIPE_PUBLISHABLE_KEY ?? '').trim() !== '';

/**
 * The production build's Content-Security-Policy. Scripts only from this origin (no eval, no inline,
 * no data:); styles also inline, because MUI/emotion inject their style tags at run time; images may be
 * data: or blob: (favicon, uploaded previews). Nothing may frame the console, and no <base> or plugin
 * is allowed. With a Stripe key, Stripe.js's script, frames and API host are added (nothing else of
 * Stripe's): both the build and the server read the key, so the header matches the bundle it serves.
 */
export const contentSecurityPolicy = ({ stripe = false } = {}) => {
  const stripeScript = stripe ? ' https://js.stripe.com' : '';
  const stripeConnect = stripe ? ' https://api.stripe.com' : '';
  return [
    "default-src 'self'",
    `script-src 'self'${stripeScript}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    // Previews of uploaded media play from blob: URLs, and exports are written by workers made from blobs.
    "media-src 'self' blob:",
    "worker-src 'self' blob:",
    `connect-src 'self'${stripeConnect}`,
    // Stated only for Stripe's card frames; without it frames fall back to default-src 'self'.
    ...(stripe ? [`frame-src 'self'${stripeScript}`] : []),
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join('; ');
};

/** The headers every answer of the production server carries (pages, files, /v1 and errors alike). */
export const securityHeaders = ({ stripe = false } = {}) => ({
  'Content-Security-Policy': contentSecurityPolicy({ stripe }),
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'same-origin',
});
