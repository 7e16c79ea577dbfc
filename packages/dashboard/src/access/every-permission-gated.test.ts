// Issue 17 "Done when": every permission of the matrix is used by at least one dashboard gate. The gates
// are the route table's `needs('…')`, the hooks `useCanRead('…')` / `useCanWrite('…')`, direct
// `canPerform(…, '…')` / `hasPermission(…, '…')` checks, tab tables naming `permission: '…'`, and the
// prize item kinds through `prizeItemPermission` (one gate per kind). This reads the dashboard's source
// (tests excluded) and fails for a permission no gate names.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PERMISSIONS, PRIZE_ITEM_KINDS, prizeItemPermission } from '@eventory/domain/permissions';

const SOURCE = join(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const GATES = [
  /\bneeds\(\s*'(\w+)'/g,
  /\buseCan(?:Read|Write)\(\s*'(\w+)'/g,
  /\b(?:canPerform|hasPermission)\(\s*[\w.?!]+\s*,\s*'(\w+)'/g,
  /\bpermission:\s*'(\w+)'/g,
];

function gatedPermissions(): Set<string> {
  const found = new Set<string>();
  for (const file of sourceFiles(SOURCE)) {
    const text = readFileSync(file, 'utf8');
    for (const gate of GATES) for (const m of text.matchAll(gate)) found.add(m[1] as string);
    if (/\bprizeItemPermission\(/.test(text))
      for (const kind of PRIZE_ITEM_KINDS) found.add(prizeItemPermission(kind));
  }
  return found;
}

describe('every permission gates something in the dashboard', () => {
  it('finds the gates it knows (route table, hooks, direct checks)', () => {
    const gated = gatedPermissions();
    for (const p of ['campaignDiagramLink', 'baseMissionHistory', 'debug', 'prizeItemGift'] as const)
      expect(gated, p).toContain(p);
  });

  it('finds no permission of the matrix that no dashboard gate uses', () => {
    const gated = gatedPermissions();
    expect(PERMISSIONS.filter((p) => !gated.has(p))).toEqual([]);
  });

  it('names only permissions that exist', () => {
    const known = new Set<string>(PERMISSIONS);
    expect([...gatedPermissions()].filter((p) => !known.has(p))).toEqual([]);
  });
});
