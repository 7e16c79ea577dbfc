// A table of a whole list query (no paging): loading, error (with retry) and empty states included.
import { Table, type TableProps } from 'antd';
import { Loaded, type LoadingQuery } from './Loaded.tsx';

/** A table of a list query: loading, error (with retry) and empty states included. */
export function ListTable<T extends object>({
  query,
  empty,
  ...table
}: {
  /** A list query, or a part of one (e.g. the rows inside a loaded answer). */
  query: LoadingQuery<T[]>;
  empty: string;
} & Omit<TableProps<T>, 'dataSource' | 'locale'>) {
  return (
    <Loaded query={query}>
      {(rows) => (
        <Table<T>
          pagination={false}
          scroll={{ x: true }}
          {...table}
          dataSource={rows}
          locale={{ emptyText: empty }}
        />
      )}
    </Loaded>
  );
}
