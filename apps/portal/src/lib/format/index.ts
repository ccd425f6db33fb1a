// The portal's formatting: dates (Tbilisi time, 24-hour), numbers, money, liters, kilometers and
// percentages in English and Georgian, and the date and time fields' patterns and parsers. One module
// shared with the server's statement PDF (`@fuel/sdk/format`, built from apps/server/src/core/format):
// table-driven, so the server's rendering, the hydrated page and a browser without Georgian locale data
// all print the same text. Nothing in the portal formats with `Intl` or `toLocale*` directly.
export * from '@fuel/sdk/format';
