// Where a block dragged in the outline lands (issue 14 §2): the row it is over and how far it was
// dragged sideways give the new parent and index, as in dnd-kit's sortable tree. Pure.
import type { OutlineRow, Placement } from './blueprint-tree.ts';

/** Pixels of sideways drag that make one level of nesting. */
export const INDENT_PX = 20;

/** The rows without the dragged block's descendants (they travel with it). */
function withoutDescendants(rows: readonly OutlineRow[], activeId: string): OutlineRow[] {
  const start = rows.findIndex((row) => row.id === activeId);
  if (start < 0) return [...rows];
  const depth = rows[start]?.depth ?? 0;
  let end = start + 1;
  while (end < rows.length && (rows[end]?.depth ?? 0) > depth) end++;
  return [...rows.slice(0, start + 1), ...rows.slice(end)];
}

/**
 * The placement of `activeId` dropped over `overId`, dragged `levels` levels sideways (positive:
 * deeper), or undefined when nothing can go there (above the root, no move).
 */
export function projectDrop(
  rows: readonly OutlineRow[],
  activeId: string,
  overId: string,
  levels: number,
): (Placement & { depth: number }) | undefined {
  const items = withoutDescendants(rows, activeId);
  const from = items.findIndex((row) => row.id === activeId);
  const over = items.findIndex((row) => row.id === overId);
  const active = items[from];
  if (!active || over < 0 || active.depth === 0) return undefined;
  const moved = items.slice();
  moved.splice(from, 1);
  moved.splice(over, 0, active);
  const previous = moved[over - 1];
  const next = moved[over + 1];
  if (!previous) return undefined; // nothing goes above the root
  const maxDepth = previous.depth + 1;
  const minDepth = Math.max(1, next ? next.depth : 1);
  const depth = Math.min(maxDepth, Math.max(minDepth, active.depth + levels));
  let parentId: string | undefined;
  if (depth === previous.depth + 1) parentId = previous.id;
  else {
    for (let i = over - 1; i >= 0; i--) {
      const row = moved[i] as OutlineRow;
      if (row.depth === depth) {
        parentId = row.parentId;
        break;
      }
    }
  }
  if (parentId === undefined) return undefined;
  let index = 0;
  for (let i = 0; i < over; i++) {
    const row = moved[i] as OutlineRow;
    if (row.parentId === parentId && row.depth === depth) index++;
  }
  return { parentId, index, depth };
}
