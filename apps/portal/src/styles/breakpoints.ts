/** The spec's mobile breakpoint: below this width the portal uses its mobile layout. */
export const MOBILE_BREAKPOINT_PX = 960;

/**
 * The one media query for "mobile". CSS cannot import it (Lightning CSS in Turbopack does not share
 * `@custom-media` between files), so stylesheets spell it out and breakpoints.test.ts keeps them equal.
 */
export const MOBILE_MEDIA_QUERY = `(width < ${MOBILE_BREAKPOINT_PX}px)`;
