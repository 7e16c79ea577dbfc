// Build step: `node dist/write-pglite-template.js` writes dist/pglite-template.tar.gz.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGLITE_TEMPLATE_FILE, writePgliteTemplate } from './pglite-template.ts';

await writePgliteTemplate(join(dirname(fileURLToPath(import.meta.url)), PGLITE_TEMPLATE_FILE));
