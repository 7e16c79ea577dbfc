// The table blocks: one code-split chunk, downloaded only by pages whose blueprint has a table.
export { Table } from './Table.tsx';
export { TableBody } from './TableBody.tsx';
export { TableCol } from './TableCol.tsx';
export { TableFooter } from './TableFooter.tsx';
export { TableHeader } from './TableHeader.tsx';
export { TableRow } from './TableRow.tsx';
