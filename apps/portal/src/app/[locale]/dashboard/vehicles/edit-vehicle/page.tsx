import { DashboardPage, dashboardMetadata } from '@/features/dashboard/dashboard-page';
import type { LocaleParams } from '@/i18n/locale-param';

type Props = { params: LocaleParams };

export const generateMetadata = ({ params }: Props) => dashboardMetadata('editVehicle', params);

export default function EditVehiclePage({ params }: Props) {
  return <DashboardPage pageKey="editVehicle" params={params} />;
}
