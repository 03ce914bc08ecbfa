import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The app always calls the relative `/v1`. In development and preview the server proxies it to the
// mock (or to a real backend when VITE_API_URL is set), so the bundle never embeds a backend address.
const apiTarget = process.env.VITE_API_URL ?? `http://localhost:${process.env.MOCK_PORT ?? '3001'}`;
const proxy = { '/v1': { target: apiTarget, changeOrigin: true } };

export default defineConfig({
  plugins: [react()],
  server: { port: Number(process.env.APP_PORT ?? 5173), strictPort: true, proxy },
  preview: { port: Number(process.env.APP_PORT ?? 5173), strictPort: true, proxy },
  build: { target: 'es2022', sourcemap: false, chunkSizeWarningLimit: 1500 },
});
