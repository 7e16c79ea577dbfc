// Table.Footer: closing rows such as totals or notes (<tfoot>).
import type { BlockRenderProps } from '../renderer/block-definition.ts';
import { TableSectionContext } from './table-section.ts';

export function TableFooter({ children }: BlockRenderProps) {
  return (
    <TableSectionContext.Provider value="footer">
      <tfoot>{children}</tfoot>
    </TableSectionContext.Provider>
  );
}
