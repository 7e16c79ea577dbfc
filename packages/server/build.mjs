// Bundles the server to dist/main.js. Our workspace packages (@eventory/*, TypeScript source) are
// bundled in; npm dependencies stay external and load from node_modules at run time.
// Migrations are read from packages/server/drizzle, found from dist/ at run time.
import { build } from 'esbuild';
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
  entryPoints: [new URL('src/main.ts', here).pathname],
  outfile: new URL('dist/main.js', here).pathname,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  plugins: [externalNpmPackages],
  logLevel: 'info',
});
