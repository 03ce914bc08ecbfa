import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { bootPreload } from './vite/bootPreload.ts';
import { chunkGroups } from './vite/chunks.ts';
import { contentSecurityPolicy, securityHeaders, stripeEnabledIn } from './deploy/securityPolicy.mjs';

/** The entry and the two modules it loads side by side (src/main.tsx explains the split). */
const ENTRY_MODULE = 'src/main.tsx';
const OPENING_MODULE = 'src/boot/opening.ts';
const BOOT_MODULE = 'src/boot/boot.tsx';

// The app always calls the relative `/v1`. In development and preview the server proxies it to the
// mock (or to a real backend when VITE_API_URL is set), so the bundle never embeds a backend address.
const apiTarget = process.env.VITE_API_URL ?? `http://localhost:${process.env.MOCK_PORT ?? '3001'}`;
const proxy = { '/v1': { target: apiTarget, changeOrigin: true } };

/**
 * The production build's Content-Security-Policy and the other security headers (served by `npm run
 * preview`; the nginx configuration in deploy/ is generated from the same module, so there is one
 * policy). Stripe's hosts are let in only for a build that can use Stripe at all
 * (VITE_STRIPE_PUBLISHABLE_KEY set, src/payments/stripeConfig.ts): both the build and `vite preview`
 * read the key, so the header matches the bundle it serves.
 */
const stripe = stripeEnabledIn(process.env);
export const CONTENT_SECURITY_POLICY = contentSecurityPolicy({ stripe });
const headers = securityHeaders({ stripe });

export default defineConfig({
  plugins: [react(), bootPreload([`/${OPENING_MODULE}`, `/${BOOT_MODULE}`])],
  server: { port: Number(process.env.APP_PORT ?? 5173), strictPort: true, proxy },
  preview: { port: Number(process.env.APP_PORT ?? 5173), strictPort: true, proxy, headers },
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
