import { addDays, dateOf } from './calendar';

export type PublicHolidayDefinition = { date: string; name: { en: string; ka: string } };

/** Georgia's public holidays on fixed dates (Labour Code, article 30), as month and day. */
const FIXED: { month: number; day: number; en: string; ka: string }[] = [
  { month: 1, day: 1, en: 'New Year’s Day', ka: 'ახალი წელი' },
  { month: 1, day: 2, en: 'New Year’s Day', ka: 'ახალი წელი' },
  { month: 1, day: 7, en: 'Orthodox Christmas', ka: 'შობა' },
  { month: 1, day: 19, en: 'Epiphany', ka: 'ნათლისღება' },
  { month: 3, day: 3, en: 'Mother’s Day', ka: 'დედის დღე' },
  { month: 3, day: 8, en: 'International Women’s Day', ka: 'ქალთა საერთაშორისო დღე' },
  { month: 4, day: 9, en: 'National Unity Day', ka: 'ეროვნული ერთიანობის დღე' },
  { month: 5, day: 9, en: 'Victory Day', ka: 'ფაშიზმზე გამარჯვების დღე' },
  { month: 5, day: 12, en: 'Saint Andrew’s Day', ka: 'წმინდა ანდრია პირველწოდებულის დღე' },
  { month: 5, day: 26, en: 'Independence Day', ka: 'დამოუკიდებლობის დღე' },
  { month: 8, day: 28, en: 'Dormition of the Mother of God', ka: 'მარიამობა' },
  { month: 10, day: 14, en: 'Svetitskhovloba', ka: 'სვეტიცხოვლობა' },
  { month: 11, day: 23, en: 'Saint George’s Day', ka: 'გიორგობა' },
];

/** Good Friday to Easter Monday, as days from Orthodox Easter Sunday. */
const EASTER: { offset: number; en: string; ka: string }[] = [
  { offset: -2, en: 'Orthodox Good Friday', ka: 'წითელი პარასკევი' },
  { offset: -1, en: 'Orthodox Holy Saturday', ka: 'დიდი შაბათი' },
  { offset: 0, en: 'Orthodox Easter Sunday', ka: 'აღდგომა' },
  { offset: 1, en: 'Orthodox Easter Monday', ka: 'მიცვალებულთა მოხსენიების დღე' },
];

/**
 * Orthodox Easter Sunday of `year` as a Gregorian date: Meeus' Julian-calendar algorithm, then the
 * Julian-to-Gregorian shift (13 days from 1900 to 2099; the general formula covers other centuries).
 */
export function orthodoxEaster(year: number): string {
  const a = year % 4;
  const b = year % 7;
  const c = year % 19;
  const d = (19 * c + 15) % 30;
  const e = (2 * a + 4 * b - d + 34) % 7;
  const month = Math.floor((d + e + 114) / 31);
  const day = ((d + e + 114) % 31) + 1;
  const century = Math.floor(year / 100);
  const julianShift = century - Math.floor(century / 4) - 2;
  return addDays(dateOf(year, month, day), julianShift);
}

/** Every public holiday of Georgia in `year`, sorted by date. */
export function georgianPublicHolidays(year: number): PublicHolidayDefinition[] {
  const easter = orthodoxEaster(year);
  return [
    ...FIXED.map(({ month, day, en, ka }) => ({ date: dateOf(year, month, day), name: { en, ka } })),
    ...EASTER.map(({ offset, en, ka }) => ({ date: addDays(easter, offset), name: { en, ka } })),
  ].sort((a, b) => a.date.localeCompare(b.date));
}
