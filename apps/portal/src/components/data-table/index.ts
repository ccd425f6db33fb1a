export { DataTable, type DataTableProps, type TableSort } from './data-table';
export { DateFilter } from './date-filter';
export { FilterSelect } from './filter-select';
export { Pagination } from './pagination';
export { SearchBox } from './search-box';
export { useTableParams } from './use-table-params';
