// Table.Body: the table's rows (<tbody>); block catalogue §5 asks for at least one.
import type { BlockRenderProps } from '../renderer/block-definition.ts';
import { TableSectionContext } from './table-section.ts';

export function TableBody({ children }: BlockRenderProps) {
  return (
    <TableSectionContext.Provider value="body">
      <tbody>{children}</tbody>
    </TableSectionContext.Provider>
  );
}
