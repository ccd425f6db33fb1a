// `@fuel/sdk/format`: the platform's one formatting module (dates, times, numbers, money, liters,
// kilometers in English and Georgian, from tables rather than the runtime's locale data), built from the
// server's source (apps/server/src/core/format), so that the portal prints what the statement PDF prints.
// No dependencies.
export * from '@fuel/server/format';
