// The visitor app: served by our server at /event/{codeName} with its assets under /event-assets/.
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

const SERVER = 'http://localhost:8080';

/** In dev, answer /event/{codeName} and /p-campaign/{codeName} with the app, as the server does in production. */
const eventRoutes = (): Plugin => ({
  name: 'eventory-event-routes',
  configureServer(server) {
    server.middlewares.use((request, _response, next) => {
      if (request.url && /^\/(event|p-campaign)\//.test(request.url))
        request.url = '/event-assets/index.html';
      next();
    });
  },
});

/**
 * The event page runs on Preact's compat layer instead of React (decision 0080): React DOM was three quarters of
 * the entry. Exact-match aliases, so only these entry points move; the dashboard and the tests keep React.
 */
const preactForReact = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
];

export default defineConfig({
  base: '/event-assets/',
  plugins: [react(), eventRoutes()],
  resolve: { alias: preactForReact },
  build: { outDir: 'dist', emptyOutDir: true, target: 'es2020' },
  server: {
    proxy: {
      '/api': SERVER,
      '/leaderboards': SERVER,
      '/platform': SERVER,
    },
  },
});
