// Table.Header: the rows of column headings (<thead>); its cells are <th scope="col">.
import type { BlockRenderProps } from '../renderer/block-definition.ts';
import { TableSectionContext } from './table-section.ts';

export function TableHeader({ children }: BlockRenderProps) {
  return (
    <TableSectionContext.Provider value="header">
      <thead>{children}</thead>
    </TableSectionContext.Provider>
  );
}
