/**
 * Spread onto a page's outermost element to drop the space the layout leaves below the beta banner
 * (the spec: dashboard pages have no top padding). The rule itself lives in main-content.module.css.
 */
export const withoutTopOffset = { 'data-page-offset': 'none' } as const;
