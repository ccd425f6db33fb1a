import { path } from '../path';
import { BaseService } from '../service';
import type { RequestOptions } from '../transport';
import type {
  FleetConsumptionFilter,
  FleetConsumptionReport,
  FleetEfficiencyFilter,
  FleetEfficiencyReport,
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

  /** `GET /fleet/reports/efficiency`: liters per 100 km of vehicles with odometer readings. */
  efficiency(filter: FleetEfficiencyFilter = {}, options?: RequestOptions): Promise<FleetEfficiencyReport> {
    return this.transport.send('GET', path`/fleet/reports/efficiency`, { query: filter }, options);
  }
}
