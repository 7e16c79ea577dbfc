// The server's folders stand in layers (docs/architecture.md, Inside the server): routes.ts and app.ts on top, the
// domain areas below them, http/, db/ and config/ at the bottom. No folder reaches back to a folder that reaches it,
// so a loop of folders (engine/ → votes/ → engine/, say) fails here even where no loop of files does (madge).
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = import.meta.dirname;
const IMPORT =
  /(?:^|[\s;])(?:import|export)\s[^;]*?from\s+'(\.{1,2}\/[^']+)'|import\(\s*'(\.{1,2}\/[^']+)'\s*\)/g;

/** The top-level entry of src/ a file belongs to: its folder (`engine/`) or, at the top, the file itself. */
const roomOf = (file: string) => {
  const [first, ...rest] = relative(SRC, file).split('/');
  return rest.length > 0 ? `${first}/` : first!;
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return path === join(SRC, 'test') ? [] : sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** room → room it imports → one file-to-file import that draws that arrow. */
function folderArrows(): Map<string, Map<string, string>> {
  const arrows = new Map<string, Map<string, string>>();
  for (const file of sourceFiles(SRC)) {
    for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const target = resolve(dirname(file), (match[1] ?? match[2])!);
      if (relative(SRC, target).startsWith('..')) continue;
      const [from, to] = [roomOf(file), roomOf(target)];
      if (from === to) continue;
      const out = arrows.get(from) ?? new Map<string, string>();
      if (!out.has(to)) out.set(to, `${relative(SRC, file)} → ${relative(SRC, target)}`);
      arrows.set(from, out);
    }
  }
  return arrows;
}

/** Every loop of rooms found by a depth-first walk, each as the imports that close it. */
function loops(arrows: Map<string, Map<string, string>>): string[][] {
  const found: string[][] = [];
  const done = new Set<string>();
  const walk = (room: string, path: string[]) => {
    for (const next of arrows.get(room)?.keys() ?? []) {
      const at = path.indexOf(next);
      if (at >= 0) {
        const loop = [...path.slice(at), next];
        found.push(loop.slice(1).map((to, i) => arrows.get(loop[i]!)!.get(to)!));
      } else if (!done.has(next)) walk(next, [...path, next]);
    }
    done.add(room);
  };
  for (const room of arrows.keys()) if (!done.has(room)) walk(room, [room]);
  return found;
}

describe('server folders', () => {
  it('import each other in no loop', () => {
    expect(loops(folderArrows())).toEqual([]);
  });

  it('finds a loop where one is', () => {
    const arrows = new Map([
      ['engine/', new Map([['votes/', 'engine/a.ts → votes/b.ts']])],
      ['votes/', new Map([['engine/', 'votes/b.ts → engine/c.ts']])],
    ]);
    expect(loops(arrows)).toEqual([['engine/a.ts → votes/b.ts', 'votes/b.ts → engine/c.ts']]);
  });

  it('sees the imports of every folder', () => {
    const arrows = folderArrows();
    expect(arrows.get('routes.ts')?.has('engine/')).toBe(true);
    expect(arrows.get('engine/')?.has('db/')).toBe(true);
    expect([...(arrows.get('http/')?.keys() ?? [])]).toEqual(['config/']);
  });
});
