import type { ReactNode } from 'react';
import './admin-table.css';

export interface AdminColumn<T> {
  label: string;
  render: (item: T) => ReactNode;
  /** Shown larger, as the card's title on a phone. */
  primary?: boolean;
}

interface AdminTableProps<T> {
  caption: string;
  columns: readonly AdminColumn<T>[];
  items: readonly T[];
  rowKey: (item: T) => string;
}

/** A table on a desktop; on a phone each row becomes a card with labelled values. */
export function AdminTable<T>({ caption, columns, items, rowKey }: AdminTableProps<T>) {
  return (
    <table className="admin-table">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.label} scope="col">
              {column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <tr key={rowKey(item)}>
            {columns.map((column) => (
              <td
                key={column.label}
                data-label={column.label}
                className={column.primary ? 'admin-table__primary' : undefined}
              >
                {column.render(item)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
