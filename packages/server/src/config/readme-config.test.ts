// The README's configuration table must list every variable the server reads, with its default.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONFIG_DOCS } from './config.ts';

const readme = readFileSync(resolve(import.meta.dirname, '../../../../README.md'), 'utf8');
const rows = new Map(
  [...readme.matchAll(/^\|\s*`([A-Z_]+)`\s*\|([^|]+)\|/gm)].map((m) => [m[1] ?? '', (m[2] ?? '').trim()]),
);

describe('README configuration table', () => {
  it.each(CONFIG_DOCS.map((d) => [d.name, d.default] as const))('lists %s', (name, def) => {
    expect(rows.has(name), `${name} missing from README`).toBe(true);
    if (def && /^[\w/.:-]+$/.test(def)) expect(rows.get(name) ?? '').toContain(def);
  });

  it('lists no variable the server does not read', () => {
    const known = new Set(CONFIG_DOCS.map((d) => d.name));
    expect([...rows.keys()].filter((name) => name !== undefined && !known.has(name))).toEqual([]);
  });
});
