/** The spec's enumerations the intranet and the requests share (section 3). */
export const holidayTypes = [
  'holiday',
  'family',
  'unpaid',
  'sick_day',
  'maternity',
  'day_off',
  'system',
  'bulletin',
] as const;
export type HolidayType = (typeof holidayTypes)[number];

export const boxTypes = ['QUIZ_RESULT', 'SURVEY_RESULT', 'INTRANET_RESPONSIBILITIES'] as const;
export type BoxType = (typeof boxTypes)[number];
