export { DataTable, type DataTableProps, type TableSort } from './data-table';
export { DateFilter } from './date-filter';
export { FilterSelect } from './filter-select';
export { Pagination } from './pagination';
export { SearchBox } from './search-box';
export type { TableBinding } from './table-binding';
export { type TableParams, useTableParams } from './use-table-params';
export { TABLE_PAGE_SIZE, useTableQuery } from './use-table-query';
