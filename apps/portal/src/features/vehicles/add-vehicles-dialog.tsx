'use client';

import { ClientError, type FleetGroup, type FleetVehicle } from '@fuel/sdk/fleet';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { ConfirmDialog } from '@/components/confirm/confirm-dialog';
import formStyles from '@/components/form/form.module.css';
import type { FormStatusValue } from '@/components/form/form-status';
import { TextField } from '@/components/form/text-field';
import buttonStyles from '@/components/ui/button-link.module.css';
import { PanelDialog } from './panel-dialog';
import { useVehicleList, useVehicleMutations } from './queries';
import { useVehicleError, useVehicleValidation } from './use-vehicle-messages';
import styles from './vehicles.module.css';

const primary = [buttonStyles.button, buttonStyles.primary, buttonStyles.md].join(' ');
const small = [buttonStyles.button, buttonStyles.secondary, styles.small].join(' ');

/**
 * Choose vehicles to put in the group. The server refuses to move a vehicle out of another group
 * unless told to (409 `VEHICLES_IN_OTHER_GROUP`, naming them): then the user is asked, and only a
 * confirmation sends the move.
 */
export function AddVehiclesDialog({
  group,
  onStatus,
}: {
  group: FleetGroup;
  onStatus: (status: FormStatusValue) => void;
}) {
  const t = useTranslations('Vehicles.groups');
  const validation = useVehicleValidation();
  const errorMessage = useVehicleError();
  const { addToGroup } = useVehicleMutations();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [chosen, setChosen] = useState<Map<string, FleetVehicle>>(new Map());
  const [moving, setMoving] = useState<FleetVehicle[]>([]);
  const [problem, setProblem] = useState<string>();
  const found = useVehicleList({ query: query.trim() || undefined, limit: 20 }, open);

  function toggle(vehicle: FleetVehicle) {
    setProblem(undefined);
    setChosen((current) => {
      const next = new Map(current);
      if (next.has(vehicle.id)) next.delete(vehicle.id);
      else next.set(vehicle.id, vehicle);
      return next;
    });
  }

  async function add(move: boolean) {
    const vehicleIds = [...chosen.keys()];
    if (vehicleIds.length === 0) {
      setProblem(validation('chooseVehicles'));
      return;
    }
    onStatus({ kind: 'pending', message: t('adding') });
    try {
      const result = await addToGroup.mutateAsync({ id: group.id, body: { vehicleIds, move } });
      onStatus({
        kind: 'success',
        message: t('added', { count: result.added + result.moved, name: group.name }),
      });
      setChosen(new Map());
      setMoving([]);
      setOpen(false);
    } catch (error) {
      if (ClientError.is(error) && error.code === 'VEHICLES_IN_OTHER_GROUP') {
        // The fields name the vehicles by their place in what was sent.
        const inOther = error.fields.map(
          (field) => chosen.get(vehicleIds[Number(field.path.split('.')[1])]!)!,
        );
        setMoving(inOther.filter(Boolean));
        onStatus(null);
        return;
      }
      onStatus({ kind: 'error', message: errorMessage(error) });
    }
  }

  return (
    <>
      <PanelDialog
        open={open}
        onOpenChange={setOpen}
        trigger={
          <button type="button" className={small} aria-label={`${t('addVehicles')}: ${group.name}`}>
            {t('addVehicles')}
          </button>
        }
        title={t('addTitle', { name: group.name })}
        closeLabel={t('cancel')}
      >
        <form
          className={formStyles.form}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void add(false);
          }}
        >
          <TextField
            id={`${id}-search`}
            type="search"
            label={t('addSearch')}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
          <fieldset className={styles.pickList} aria-busy={found.isFetching}>
            <legend className={styles.visuallyHidden}>{t('addSearch')}</legend>
            {(found.data?.items ?? []).map((vehicle) => {
              const here = vehicle.group?.id === group.id;
              return (
                <label key={vehicle.id} className={styles.pick}>
                  <input
                    type="checkbox"
                    checked={here || chosen.has(vehicle.id)}
                    disabled={here}
                    onChange={() => toggle(vehicle)}
                  />
                  <span className={styles.plate}>{vehicle.registrationNumber}</span>
                  <span>{[vehicle.make, vehicle.model].filter(Boolean).join(' ')}</span>
                  {vehicle.group && (
                    <span className={styles.muted}>{t('inGroup', { name: vehicle.group.name })}</span>
                  )}
                </label>
              );
            })}
          </fieldset>
          {problem && (
            <p className={formStyles.error} role="alert">
              {problem}
            </p>
          )}
          <div className={styles.dialogActions}>
            <button type="submit" className={primary} disabled={addToGroup.isPending}>
              {addToGroup.isPending ? t('adding') : t('add')}
            </button>
          </div>
        </form>
      </PanelDialog>
      <ConfirmDialog
        open={moving.length > 0}
        onOpenChange={(next) => {
          if (!next) setMoving([]);
        }}
        title={t('moveTitle', { name: group.name })}
        description={t('moveBody', {
          name: group.name,
          vehicles: moving
            .map((vehicle) => `${vehicle.registrationNumber} (${vehicle.group?.name ?? ''})`)
            .join(', '),
        })}
        confirmLabel={t('move')}
        cancelLabel={t('cancel')}
        onConfirm={() => add(true)}
      />
    </>
  );
}
