import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { mantineComponentCss } from './scripts/vite-mantine-css.ts';

export default defineConfig({
  root: 'src/web',
  publicDir: 'public',
  plugins: [mantineComponentCss(), react()],
  build: {
    outDir: '../../dist/client',
    emptyOutDir: true,
    // Hashed file names let the server cache assets for a year.
    assetsDir: 'assets',
    chunkSizeWarningLimit: 700,
  },
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
});
