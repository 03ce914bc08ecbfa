import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/** Builds the floor app (bench/floor) into bench/.work/floor-dist, as the product is built. */
export default defineConfig({
  root: 'bench/floor',
  plugins: [react()],
  build: { outDir: '../.work/floor-dist', emptyOutDir: true, target: 'es2022', chunkSizeWarningLimit: 3000 },
  preview: { strictPort: true },
});
