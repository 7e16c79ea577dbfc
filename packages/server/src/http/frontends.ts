// Serves the two built front ends from this one server. Each build is made once and configured at
// serve time: index.html gets <base href> (dashboard) and window.__EVENTORY__ (both) right after
// <head>, so any BASE_PATH / PREVIEW_ID / APP_ENV works without rebuilding.
import { ensureViewerCookie } from './viewer-cookie.ts';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { dirname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { RESERVED_CODE_NAMES } from '@eventory/domain/campaign';
import { DomainError } from '@eventory/domain/errors';
import type { RuntimeConfig } from '@eventory/domain/runtime-config';
import { shadowPrefix, type Config } from '../config/config.ts';
import { dashboardHelmet, eventPageHelmet } from './content-security.ts';

let cachedRepoRoot: string | undefined;

/** The workspace root (package.json with "workspaces"), found from this file in src/ or dist/. */
export function repoRoot(): string {
  if (cachedRepoRoot) return cachedRepoRoot;
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest)) {
      try {
        if ('workspaces' in JSON.parse(readFileSync(manifest, 'utf8'))) return (cachedRepoRoot = dir);
      } catch {
        // not JSON: keep looking upward
      }
    }
    const parent = dirname(dir);
    if (parent === dir)
      throw new Error('Cannot find the Eventory repository root (package.json with "workspaces").');
    dir = parent;
  }
}

export function runtimeConfigOf(config: Config): RuntimeConfig {
  return {
    basePath: config.basePath,
    shadowPrefix: shadowPrefix(config),
    serverEnvironment: config.appEnv,
    devSignIn: config.appEnv !== 'production',
    googleClientId: config.googleClientId,
    dashboardOrigins: config.dashboardOrigins,
  };
}

const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** `<script>` content must not contain "</script>" or "<!--": escaping every "<" rules both out. */
export const runtimeScriptBody = (runtime: RuntimeConfig) =>
  `window.__EVENTORY__=${JSON.stringify(runtime).replace(/</g, '\\u003c')}`;

/** The one inline script of both front ends; their Content-Security-Policy allows it by its hash. */
export const runtimeScript = (runtime: RuntimeConfig) => `<script>${runtimeScriptBody(runtime)}</script>`;

export function injectIntoHead(html: string, snippet: string): string {
  const head = /<head(\s[^>]*)?>/i.exec(html);
  if (!head) return snippet + html;
  const at = head.index + head[0].length;
  return html.slice(0, at) + snippet + html.slice(at);
}

const HASHED_ASSET = /-[A-Za-z0-9_-]{8,}\.[A-Za-z0-9]+$/;

interface Frontend {
  dist: string;
  /** The npm command that produces dist. */
  build: string;
  title: string;
  snippet: string;
}

function indexServer(frontend: Frontend) {
  let cache: { mtimeMs: number; html: string } | undefined;
  const indexPath = join(frontend.dist, 'index.html');
  /** `extra`: more of `<head>` for this one answer (after the front end's own snippet). */
  return (reply: FastifyReply, extra = '') => {
    let mtimeMs: number;
    try {
      mtimeMs = statSync(indexPath).mtimeMs;
    } catch {
      return notBuilt(reply, frontend);
    }
    if (!cache || cache.mtimeMs !== mtimeMs)
      cache = { mtimeMs, html: injectIntoHead(readFileSync(indexPath, 'utf8'), frontend.snippet) };
    return reply
      .header('Cache-Control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(extra ? injectIntoHead(cache.html, extra) : cache.html);
  };
}

function notBuilt(reply: FastifyReply, frontend: Frontend) {
  return reply
    .status(503)
    .header('Cache-Control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(
      `<!doctype html><meta charset="utf-8"><title>${frontend.title} not built</title>` +
        `<h1>${frontend.title} is not built</h1><p>Run <code>${frontend.build}</code> (or <code>npm run build</code> for everything) and reload.</p>`,
    );
}

/** Answers a file of `frontend.dist`, or undefined when there is none at `relative`. */
function serveFile(reply: FastifyReply, frontend: Frontend, relative: string): FastifyReply | undefined {
  const file = resolve(frontend.dist, relative);
  if (!file.startsWith(frontend.dist + sep)) return undefined;
  try {
    if (!statSync(file).isFile()) return undefined;
  } catch {
    return undefined;
  }
  reply.header(
    'Cache-Control',
    relative.startsWith('assets/') && HASHED_ASSET.test(relative)
      ? 'public, max-age=31536000, immutable'
      : 'no-cache',
  );
  const encoded = compressedFile(file, reply.request.headers['accept-encoding']);
  if (encoded)
    return reply
      .header('Content-Encoding', encoded.encoding)
      .header('Vary', 'Accept-Encoding')
      .type(encoded.type)
      .send(encoded.body);
  return reply.sendFile(relative, frontend.dist, { cacheControl: false });
}

/** Text assets worth compressing, with their content types. */
const COMPRESSIBLE_TYPES: Record<string, string> = {
  js: 'text/javascript; charset=utf-8',
  mjs: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  svg: 'image/svg+xml',
  json: 'application/json; charset=utf-8',
  map: 'application/json; charset=utf-8',
  txt: 'text/plain; charset=utf-8',
};
const MIN_COMPRESS_BYTES = 1024;
const compressedCache = new Map<string, { mtimeMs: number; body: Buffer }>();

/**
 * A built text asset brotli- or gzip-compressed (whichever the browser accepts, brotli first), made once
 * per file version and kept in memory; undefined when the file is small, binary or not accepted compressed.
 */
function compressedFile(
  file: string,
  acceptEncoding: string | string[] | undefined,
): { encoding: 'br' | 'gzip'; type: string; body: Buffer } | undefined {
  const type = COMPRESSIBLE_TYPES[file.slice(file.lastIndexOf('.') + 1)];
  const accepted = String(acceptEncoding ?? '');
  const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : undefined;
  if (!type || !encoding) return undefined;
  const stat = statSync(file);
  if (stat.size < MIN_COMPRESS_BYTES) return undefined;
  const key = `${encoding}:${file}`;
  const cached = compressedCache.get(key);
  if (cached?.mtimeMs === stat.mtimeMs) return { encoding, type, body: cached.body };
  const raw = readFileSync(file);
  const body =
    encoding === 'br'
      ? brotliCompressSync(raw, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 9 } })
      : gzipSync(raw, { level: 9 });
  compressedCache.set(key, { mtimeMs: stat.mtimeMs, body });
  return { encoding, type, body };
}

// find-my-way has already decoded the wildcard.
const rest = (request: FastifyRequest) => (request.params as { '*'?: string })['*'] ?? '';

export interface FrontendDists {
  dashboard: string;
  pages: string;
}

export const defaultFrontendDists = (): FrontendDists => ({
  dashboard: join(repoRoot(), 'packages', 'dashboard', 'dist'),
  pages: join(repoRoot(), 'packages', 'pages', 'dist'),
});

export async function registerFrontends(
  app: FastifyInstance,
  config: Config,
  dists: FrontendDists = defaultFrontendDists(),
): Promise<void> {
  const runtime = runtimeConfigOf(config);
  const prefix = shadowPrefix(config) + config.basePath;

  const dashboard: Frontend = {
    dist: resolve(dists.dashboard),
    build: 'npm run build -w @eventory/dashboard',
    title: 'The dashboard',
    snippet: `<base href="${escapeAttr(prefix)}/">${runtimeScript(runtime)}`,
  };
  const pages: Frontend = {
    dist: resolve(dists.pages),
    build: 'npm run build -w @eventory/pages',
    title: 'The event pages app',
    snippet: runtimeScript(runtime),
  };

  // sendFile only (each call names its root); routes below decide what is served.
  await app.register(fastifyStatic, { root: repoRoot(), serve: false });

  const redirectTo = (target: string) => async (request: FastifyRequest, reply: FastifyReply) => {
    const query = request.url.indexOf('?');
    return reply.redirect(query >= 0 ? target + request.url.slice(query) : target, 302);
  };
  app.get('/', redirectTo(`${prefix}/`));
  app.get(prefix, redirectTo(`${prefix}/`));

  const inlineScripts = [runtimeScriptBody(runtime)];
  const dashboardRoute = { helmet: dashboardHelmet(inlineScripts) };
  const pagesRoute = { helmet: eventPageHelmet(inlineScripts) };

  const dashboardIndex = indexServer(dashboard);
  app.get(`${prefix}/*`, dashboardRoute, async (request, reply) => {
    const path = rest(request);
    if (path === '' || path === 'index.html') return dashboardIndex(reply);
    const served = serveFile(reply, dashboard, path);
    if (served) return served;
    // A missing file (it has an extension) is a 404; anything else is a client-side route.
    if (/\.[A-Za-z0-9]+$/.test(path)) return reply.callNotFound();
    return dashboardIndex(reply);
  });

  const pagesIndex = indexServer(pages);
  app.get('/event-assets/*', pagesRoute, async (request, reply) => {
    const path = rest(request);
    if (path === 'index.html') return pagesIndex(reply);
    if (!existsSync(pages.dist)) return notBuilt(reply, pages);
    return serveFile(reply, pages, path) ?? reply.callNotFound();
  });
  // /event/{codeName} is an event page unless its first segment is one of the visitor API's prefixes
  // (visitor spec §7: container, registration, user-missions, user-missions-refs, vote), which no code
  // name may take. A call under those prefixes that no API route serves is a JSON 404, never the page.
  const visitorApiPrefixes: ReadonlySet<string> = new Set(RESERVED_CODE_NAMES);
  for (const route of [
    '/event/:codeName',
    '/event/:codeName/*',
    '/p-campaign/:codeName',
    '/p-campaign/:codeName/*',
  ])
    app.get(route, pagesRoute, async (request, reply) => {
      const { codeName } = request.params as { codeName: string };
      if (route.startsWith('/event/') && visitorApiPrefixes.has(codeName))
        throw new DomainError('NOT_FOUND', `No route GET ${request.url.split('?')[0] ?? ''}`, 404);
      ensureViewerCookie(request, reply);
      const { userID } = request.query as { userID?: unknown };
      return pagesIndex(
        reply,
        pageDocumentPreload(codeName, typeof userID === 'string' ? userID : undefined),
      );
    });
}

/**
 * The page document the event page asks for first (pages/src/page-document.ts), fetched while its script
 * still loads instead of after it ran: `as="fetch"` with `crossorigin` matches the app's same-origin fetch.
 * With the app's ?userID= the page asks with it (its A/B variant, decision 0091), so the preload does too.
 */
export const pageDocumentPreload = (codeName: string, userID?: string) => {
  const viewer = userID?.trim() ? `?userID=${encodeURIComponent(userID.trim())}` : '';
  return `<link rel="preload" href="/api/v1/public/pages/${escapeAttr(encodeURIComponent(codeName) + viewer)}" as="fetch" crossorigin="anonymous">`;
};
