// Table.Row: one row of Table.Col cells (<tr>).
import type { BlockRenderProps } from '../renderer/block-definition.ts';

export function TableRow({ children }: BlockRenderProps) {
  return <tr>{children}</tr>;
}
