import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { bootPreload } from './vite/bootPreload.ts';
import { chunkGroups } from './vite/chunks.ts';

/** The entry and the two modules it loads side by side (src/main.tsx explains the split). */
const ENTRY_MODULE = 'src/main.tsx';
const OPENING_MODULE = 'src/boot/opening.ts';
const BOOT_MODULE = 'src/boot/boot.tsx';

// The app always calls the relative `/v1`. In development and preview the server proxies it to the
// mock (or to a real backend when VITE_API_URL is set), so the bundle never embeds a backend address.
const apiTarget = process.env.VITE_API_URL ?? `http://localhost:${process.env.MOCK_PORT ?? '3001'}`;
const proxy = { '/v1': { target: apiTarget, changeOrigin: true } };

/**
 * Stripe's card field is its own script and frames, and it talks to its API: the policy lets them in
 * only for a build that can use Stripe at all (VITE_STRIPE_PUBLISHABLE_KEY set, src/payments/stripeConfig.ts).
 * Both the build and `vite preview` read the key, so the header matches the bundle it serves.
 */
const stripeEnabled = (process.env.VITE_STRIPE_PUBLISHABLE_KEY ?? '').trim() !== '';
const STRIPE_SCRIPT = stripeEnabled ? ' https://js.stripe.com' : '';
const STRIPE_CONNECT = stripeEnabled ? ' https://api.stripe.com' : '';

/**
 * The production build's Content-Security-Policy (served by `npm run preview`; a deployment's web
 * server sends the same header). Scripts only from this origin (no eval, no inline, no data:); styles
 * also inline, because MUI/emotion inject their style tags at run time; images may be data: or blob:
 * (favicon, uploaded previews). Nothing may frame the console, and no <base> or plugin is allowed.
 * With a Stripe key, Stripe.js's script, frames and API host are added (nothing else of Stripe's).
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  `script-src 'self'${STRIPE_SCRIPT}`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  // Previews of uploaded media play from blob: URLs, and exports are written by workers made from blobs.
  "media-src 'self' blob:",
  "worker-src 'self' blob:",
  `connect-src 'self'${STRIPE_CONNECT}`,
  // Stated only for Stripe's card frames; without it frames fall back to default-src 'self' as before.
  ...(stripeEnabled ? [`frame-src 'self'${STRIPE_SCRIPT}`] : []),
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
  "form-action 'self'",
].join('; ');

const securityHeaders = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'same-origin',
};

export default defineConfig({
  plugins: [react(), bootPreload([`/${OPENING_MODULE}`, `/${BOOT_MODULE}`])],
  server: { port: Number(process.env.APP_PORT ?? 5173), strictPort: true, proxy },
  preview: { port: Number(process.env.APP_PORT ?? 5173), strictPort: true, proxy, headers: securityHeaders },
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: chunkGroups({
            entry: resolve(import.meta.dirname, ENTRY_MODULE),
            opening: resolve(import.meta.dirname, OPENING_MODULE),
            boot: resolve(import.meta.dirname, BOOT_MODULE),
            plugins: readdirSync(resolve(import.meta.dirname, 'plugins')),
          }),
        },
      },
    },
  },
});
