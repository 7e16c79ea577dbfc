// Which part of the table a row sits in, so a cell in the header is a column header (<th scope="col">).
import { createContext, useContext } from 'react';

export type TableSection = 'header' | 'body' | 'footer';

export const TableSectionContext = createContext<TableSection>('body');

export const useTableSection = (): TableSection => useContext(TableSectionContext);
