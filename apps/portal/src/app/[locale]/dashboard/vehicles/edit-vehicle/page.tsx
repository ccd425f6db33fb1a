import { addOrEdit, DashboardIsland, dashboardMetadata } from '@/features/dashboard/dashboard-page';
import { EditVehiclePageClient } from '@/features/vehicles/edit-vehicle-page-client';
import type { LocaleParams } from '@/i18n/locale-param';

type Props = { params: LocaleParams; searchParams: Promise<Record<string, string | string[] | undefined>> };

// One route adds (no `?id=`) and edits (the record's id): the heading says which.
const KEYS = { add: 'addVehicle', edit: 'editVehicle' } as const;

export const generateMetadata = async ({ params, searchParams }: Props) =>
  dashboardMetadata(await addOrEdit(searchParams, KEYS), params);

export default async function EditVehiclePage({ params, searchParams }: Props) {
  return (
    <DashboardIsland
      pageKey={await addOrEdit(searchParams, KEYS)}
      params={params}
      namespaces={['Vehicles', 'FuelProducts']}
    >
      <EditVehiclePageClient />
    </DashboardIsland>
  );
}
