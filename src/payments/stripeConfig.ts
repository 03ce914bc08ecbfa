/**
 * Stripe's publishable key, set at build (VITE_STRIPE_PUBLISHABLE_KEY). Without it the Stripe adapter is
 * not configured: the page says so instead of loading Stripe.js, and the build's Content-Security-Policy
 * (vite.config.ts) keeps Stripe's hosts out.
 */
const raw: unknown = import.meta.env.VITE_STRIPE_PUBLISHABLE_KEY;

export const STRIPE_PUBLISHABLE_KEY: string | null = typeof raw === 'string' && raw.trim() !== '' ? raw.trim() : null;
