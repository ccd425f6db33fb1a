/** `#000123`, as the notices name orders. */
export function orderLabel(number: number): string {
  return `#${String(number).padStart(6, '0')}`;
}
