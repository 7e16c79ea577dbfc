// Builds the product unless the last build was made from the same sources: `npm test` builds once for the
// end-to-end tests, and running them again after no change does not rebuild. The stamp is a hash of every
// file the build reads (the packages' sources but their tests, their configs, the migrations, the lock file).
import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = join(import.meta.dirname, '..');
const stampFile = join(root, 'packages/server/dist/.sources-hash');
const SKIP = new Set(['node_modules', 'dist', '.vite']);

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIP.has(entry.name)) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (entry.isFile() && !entry.name.includes('.test.')) yield path;
  }
}

function sourcesHash() {
  const hash = createHash('sha256');
  const paths = [...files(join(root, 'packages')), join(root, 'package-lock.json')].sort();
  for (const path of paths) hash.update(relative(root, path)).update('\0').update(readFileSync(path));
  return hash.digest('hex');
}

const current = sourcesHash();
if (existsSync(stampFile) && readFileSync(stampFile, 'utf8') === current) {
  console.log('build is up to date with the sources; not rebuilding');
} else {
  execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  writeFileSync(stampFile, current);
}
