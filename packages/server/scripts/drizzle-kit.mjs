// Runs drizzle-kit with drizzle-orm resolved from this package: npm hoisted drizzle-kit to the
// root node_modules but kept drizzle-orm here, so drizzle-kit's own `import('drizzle-orm/...')`
// would not find it.
import { register } from 'node:module';
import { createRequire } from 'node:module';

register(
  'data:text/javascript,' +
    encodeURIComponent(`
const here = ${JSON.stringify(import.meta.url)};
export async function resolve(specifier, context, next) {
  if (specifier === 'drizzle-orm' || specifier.startsWith('drizzle-orm/')) return next(specifier, { ...context, parentURL: here });
  return next(specifier, context);
}`),
);

const require = createRequire(import.meta.url);
// ...and its require('drizzle-orm') calls: NODE_PATH is read by the CommonJS resolver.
const { fileURLToPath } = await import('node:url');
process.env.NODE_PATH = fileURLToPath(new URL('../node_modules', import.meta.url));
require('node:module')._initPaths();
// bin.cjs is not in drizzle-kit's exports map; the package root is.
const { dirname, join } = await import('node:path');
const { pathToFileURL } = await import('node:url');
await import(pathToFileURL(join(dirname(require.resolve('drizzle-kit')), 'bin.cjs')).href);
