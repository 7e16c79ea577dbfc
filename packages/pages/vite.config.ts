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

export default defineConfig({
  base: '/event-assets/',
  plugins: [react(), eventRoutes()],
  build: { outDir: 'dist', emptyOutDir: true, target: 'es2020' },
  server: {
    proxy: {
      '/api': SERVER,
      '/leaderboards': SERVER,
      '/platform': SERVER,
    },
  },
});
