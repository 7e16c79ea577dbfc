// Bundles the server to dist/main.js. Our workspace packages (@eventory/*, TypeScript source) are
// bundled in; npm dependencies stay external and load from node_modules at run time.
// Migrations are read from packages/server/drizzle, found from dist/ at run time; the build also
// writes dist/pglite-template.tar.gz, a migrated empty database for fast first starts.
import { build } from 'esbuild';
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';

const here = new URL('.', import.meta.url);

/** Every bare import except @eventory/* is external. */
const externalNpmPackages = {
  name: 'external-npm-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@eventory/')) return undefined;
      if (args.kind === 'entry-point') return undefined;
      return { path: args.path, external: true };
    });
  },
};

rmSync(new URL('dist', here), { recursive: true, force: true });
await build({
  entryPoints: [
    new URL('src/main.ts', here).pathname,
    new URL('src/db/write-pglite-template.ts', here).pathname,
  ],
  outdir: new URL('dist', here).pathname,
  entryNames: '[name]',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  plugins: [externalNpmPackages],
  logLevel: 'info',
});

// The migrated PGlite template that the first start on an empty DATA_DIR loads (see src/db/pglite-template.ts).
execFileSync(process.execPath, [new URL('dist/write-pglite-template.js', here).pathname], {
  stdio: 'inherit',
});
