import { path } from '../path';
import { BaseService } from '../service';
import type { RequestOptions } from '../transport';
import type {
  FleetConsumptionFilter,
  FleetConsumptionReport,
  FleetEfficiencyFilter,
  FleetEfficiencyReport,
  FleetExportOptions,
  FleetStatement,
  FleetStatementFilter,
  FleetStatementPdfFilter,
  FleetTransactionsFilter,
} from './purchase-types';

/** The company's reports (VIEW on reports), summed from the daily totals. */
export class FleetReportsService extends BaseService {
  /** `GET /fleet/reports/consumption`: liters, GEL and purchases by the dimensions asked for. */
  consumption(
    filter: FleetConsumptionFilter = {},
    options?: RequestOptions,
  ): Promise<FleetConsumptionReport> {
    return this.transport.send('GET', path`/fleet/reports/consumption`, { query: filter }, options);
  }

  /**
   * `GET /fleet/reports/consumption/export`: the consumption report as a CSV or XLSX file, headed in
   * `lang` (generated on the server).
   */
  exportConsumption(
    filter: FleetConsumptionFilter & FleetExportOptions,
    options?: RequestOptions,
  ): Promise<Blob> {
    return this.transport.send(
      'GET',
      path`/fleet/reports/consumption/export`,
      { query: filter, read: 'blob' },
      options,
    );
  }

  /**
   * `GET /fleet/transactions/export`: every transaction the filters match (no paging), as a CSV or XLSX
   * file streamed by the server while it reads them.
   */
  exportTransactions(
    filter: Omit<FleetTransactionsFilter, 'page' | 'limit'> & FleetExportOptions,
    options?: RequestOptions,
  ): Promise<Blob> {
    return this.transport.send(
      'GET',
      path`/fleet/transactions/export`,
      { query: filter, read: 'blob' },
      options,
    );
  }

  /** `GET /fleet/reports/efficiency`: liters per 100 km of vehicles with odometer readings. */
  efficiency(filter: FleetEfficiencyFilter = {}, options?: RequestOptions): Promise<FleetEfficiencyReport> {
    return this.transport.send('GET', path`/fleet/reports/efficiency`, { query: filter }, options);
  }

  /**
   * `GET /fleet/reports/statement`: the reconciliation statement of the period: the money account and
   * the points, each opening, moved by orders, payments, card purchases and points, and closing.
   */
  statement(filter: FleetStatementFilter = {}, options?: RequestOptions): Promise<FleetStatement> {
    return this.transport.send('GET', path`/fleet/reports/statement`, { query: filter }, options);
  }

  /** `GET /fleet/reports/statement.pdf`: the statement as a PDF, labelled in `locale`. */
  statementPdf(filter: FleetStatementPdfFilter = {}, options?: RequestOptions): Promise<Blob> {
    return this.transport.send(
      'GET',
      path`/fleet/reports/statement.pdf`,
      { query: filter, read: 'blob' },
      options,
    );
  }
}
