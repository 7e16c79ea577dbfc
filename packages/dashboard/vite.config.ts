// Builds the dashboard to dist/. `base: './'` because the server serves it under any
// `{shadowPrefix}{BASE_PATH}/` and injects a matching <base href>.
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const server = 'http://localhost:8080';
// Everything the one server answers besides the dashboard itself; '^/event(/|$)' so that
// '/event-dashboard' is not sent to the server.
const proxied = ['/v1', '/leaderboards', '/api', '/platform', '^/event(/|$)', '/event-assets', '/healthz'];

export default defineConfig({
  root: import.meta.dirname,
  base: './',
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // antd is one large vendor chunk; route screens are split with React.lazy.
    chunkSizeWarningLimit: 1200,
  },
  server: {
    proxy: Object.fromEntries(proxied.map((path) => [path, { target: server, changeOrigin: true }])),
  },
});
