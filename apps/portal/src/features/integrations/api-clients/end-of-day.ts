/** The end of a chosen day in Tbilisi (UTC+4): when a client given that expiry date stops. */
export const endOfDay = (date: string) => `${date}T23:59:59.999+04:00`;
