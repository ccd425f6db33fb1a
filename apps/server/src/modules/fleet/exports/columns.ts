import type { FleetConsumptionRow } from '../reports/schemas';
import type { FleetCardTransaction } from '../transactions/schemas';
import { BUSINESS_TIME_ZONE } from '../vocabulary';
import type { Column } from './table-file';

// The exported tables' columns, headed in English or Georgian.

type Lang = 'en' | 'ka';
type Heading = Record<Lang, string>;

/** `2026-03-10 14:05` in Tbilisi time. */
const tbilisiTime = new Intl.DateTimeFormat('sv-SE', {
  timeZone: BUSINESS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});
const gel = (tetri: number) => Math.round(tetri) / 100;

function headed<Row>(lang: Lang, columns: [Heading, Column<Row>['value'], number?][]): Column<Row>[] {
  return columns.map(([heading, value, width]) => ({ header: heading[lang], value, width }));
}

export function transactionColumns(lang: Lang): Column<FleetCardTransaction>[] {
  return headed<FleetCardTransaction>(lang, [
    [{ en: 'Time (Tbilisi)', ka: 'დრო (თბილისი)' }, (row) => tbilisiTime.format(row.at), 18],
    [{ en: 'Card', ka: 'ბარათი' }, (row) => row.cardNumber, 10],
    [{ en: 'Station', ka: 'სადგური' }, (row) => row.stationId],
    [{ en: 'Product', ka: 'პროდუქტი' }, (row) => row.product],
    [{ en: 'Liters', ka: 'ლიტრი' }, (row) => row.liters, 10],
    [{ en: 'Amount, GEL', ka: 'თანხა, ₾' }, (row) => gel(row.amount.amount), 12],
    [{ en: 'Price per liter, GEL', ka: 'ლიტრის ფასი, ₾' }, (row) => gel(row.unitPrice.amount), 12],
    [{ en: 'Decision', ka: 'გადაწყვეტილება' }, (row) => row.decision],
    [{ en: 'Reason', ka: 'მიზეზი' }, (row) => row.reason],
    [{ en: 'Anomalies', ka: 'ანომალიები' }, (row) => row.anomalies.join(' ')],
    [{ en: 'Odometer, km', ka: 'ოდომეტრი, კმ' }, (row) => row.odometerKm],
    [
      { en: 'Voided', ka: 'გაუქმებულია' },
      (row) => (row.voidedAt ? tbilisiTime.format(row.voidedAt) : null),
      18,
    ],
  ]);
}

const DIMENSION_COLUMNS: Record<string, [Heading, Column<FleetConsumptionRow>['value']]> = {
  product: [{ en: 'Product', ka: 'პროდუქტი' }, (row) => row.product ?? null],
  card: [{ en: 'Card', ka: 'ბარათი' }, (row) => row.cardNumber ?? null],
  vehicle: [{ en: 'Vehicle', ka: 'ავტომობილი' }, (row) => row.registrationNumber ?? null],
  group: [{ en: 'Group', ka: 'ჯგუფი' }, (row) => row.groupName ?? null],
  day: [{ en: 'Day', ka: 'დღე' }, (row) => row.day ?? null],
  month: [{ en: 'Month', ka: 'თვე' }, (row) => row.month ?? null],
};

export function consumptionColumns(lang: Lang, by: string[]): Column<FleetConsumptionRow>[] {
  return headed<FleetConsumptionRow>(lang, [
    ...by.map((dimension) => DIMENSION_COLUMNS[dimension]!),
    [{ en: 'Liters', ka: 'ლიტრი' }, (row) => row.liters],
    [{ en: 'Amount, GEL', ka: 'თანხა, ₾' }, (row) => gel(row.amount.amount)],
    [{ en: 'Purchases', ka: 'შესყიდვები' }, (row) => row.purchases],
  ]);
}
