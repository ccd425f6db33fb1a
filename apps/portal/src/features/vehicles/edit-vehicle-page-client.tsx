'use client';

import { useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { type ReactNode, useState } from 'react';
import formStyles from '@/components/form/form.module.css';
import type { FormStatusValue } from '@/components/form/form-status';
import { IntentLink } from '@/components/ui/intent-link';
import { useCan } from '@/features/fleet/fleet-me';
import { useVehicle } from './queries';
import { useVehicleError } from './use-vehicle-messages';
import { VehicleForm } from './vehicle-form';
import styles from './vehicles.module.css';

/** edit-vehicle: add a vehicle when there is no `?id=`, else edit that one (read-only with VIEW). */
export function EditVehiclePageClient() {
  const t = useTranslations('Vehicles');
  const errorMessage = useVehicleError();
  const can = useCan();
  const id = useSearchParams().get('id') ?? undefined;
  const vehicle = useVehicle(id);
  const mayEdit = can('vehicles.write');
  const [notice, setNotice] = useState<FormStatusValue>(null);

  let body: ReactNode;
  if (!id) {
    body = mayEdit ? (
      <VehicleForm readOnly={false} onCreated={setNotice} />
    ) : (
      <p className={formStyles.alert}>{t('viewOnly')}</p>
    );
  } else if (vehicle.isPending) {
    body = <p role="status">{t('loading')}</p>;
  } else if (vehicle.isError) {
    body = (
      <p className={formStyles.alert} role="alert">
        {errorMessage(vehicle.error)}
      </p>
    );
  } else {
    // Keyed by the record: a new id (after an add) starts the form from that vehicle.
    body = <VehicleForm key={vehicle.data.id} vehicle={vehicle.data} readOnly={!mayEdit} notice={notice} />;
  }
  return (
    <div className={styles.formLayout}>
      <p>
        <IntentLink href="/dashboard/vehicles">{t('back')}</IntentLink>
      </p>
      {body}
    </div>
  );
}
