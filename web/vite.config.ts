import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
const backend = 'http://localhost:3000';
// The dev server and the preview talk to `npm start` for everything but the app itself.
const proxy = {
  '/graphql': { target: backend, ws: true, changeOrigin: true },
  '/api': { target: backend, changeOrigin: true },
  '/media': { target: backend, changeOrigin: true },
};

export default defineConfig({
  root: webRoot,
  publicDir: 'public',
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Libraries change less often than the app: separate chunks cache better.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/ },
            { name: 'apollo', test: /node_modules[\\/](@apollo|graphql|graphql-ws|rxjs|optimism|@wry|tslib|zen-observable)/ },
            { name: 'vendor', test: /node_modules[\\/]/ },
          ],
        },
      },
    },
  },
  server: { proxy },
  preview: { proxy },
});
