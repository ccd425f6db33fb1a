'use client';

import type { FleetCardSchedule } from '@fuel/sdk/fleet';
import { useTranslations } from 'next-intl';

/** Minutes after midnight as a 24-hour time: 360 → "06:00", 1440 → "24:00". */
export const clockTime = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** When the card works: "Mon, Tue, Wed · 06:00–22:00", "Every day · all day", or "Any time". */
export function CardSchedule({ schedule }: { schedule: FleetCardSchedule }) {
  const t = useTranslations('Cards.schedule');
  const hours = schedule.fromMinute !== null && schedule.toMinute !== null;
  if (!schedule.weekdays && !hours) return <>{t('always')}</>;
  const days = schedule.weekdays
    ? schedule.weekdays.map((day) => t(`days.${day as 1}`)).join(', ')
    : t('everyDay');
  const time = hours
    ? t('hours', { from: clockTime(schedule.fromMinute!), to: clockTime(schedule.toMinute!) })
    : t('allDay');
  return (
    <>
      {days} · {time}
    </>
  );
}
