/**
 * Tag for request paths that encodes every interpolated value as one path segment, so that an id
 * holding `/`, `?` or `#` cannot change the route: path`/project/${id}/customType/${typeId}`.
 */
export function path(strings: TemplateStringsArray, ...values: readonly (string | number)[]): string {
  return strings.reduce((result, text, index) => {
    const value = values[index - 1];
    return `${result}${value === undefined ? '' : encodeURIComponent(String(value))}${text}`;
  });
}
