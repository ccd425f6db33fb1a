import localFont from 'next/font/local';

// Text is set in the device's own sans-serif (globals.css, --font-sans): no web font stands between
// the HTML and the first frame. With Noto Sans Georgian as web fonts (Latin and Georgian subsets,
// preloaded, `font-display: optional`), Chromium held the first frame until the preloaded fonts
// arrived and decoded them on the main thread before the first layout: /ka's first paint missed the
// ~0.2 s that Lighthouse's simulation tolerates in most runs, and the page lost 10–20 points
// (docs/PORTAL.md, speed). Phones bring Georgian themselves (Android's is Noto Sans Georgian).

/**
 * The lari sign (U+20BE) and Latin Extended letters, which some systems' fonts lack (Debian's DejaVu
 * has no lari sign). Listed before the system font: after it, Chromium drew the system font's empty
 * box for the sign (system-ui claimed the character) instead of falling back to this face. Its
 * unicode-range keeps it to those characters, so it is fetched only where a page shows one. `swap`,
 * not `optional`: never preloaded, `optional` left the sign a box. No metric-adjusted fallback face:
 * it would look up a local font for every page.
 */
export const latinExtended = localFont({
  src: [
    {
      path: '../../../../node_modules/@fontsource/noto-sans-georgian/files/noto-sans-georgian-latin-ext-400-normal.woff2',
      weight: '400',
      style: 'normal',
    },
    {
      path: '../../../../node_modules/@fontsource/noto-sans-georgian/files/noto-sans-georgian-latin-ext-700-normal.woff2',
      weight: '700',
      style: 'normal',
    },
  ],
  variable: '--font-latin-ext',
  display: 'swap',
  preload: false,
  adjustFontFallback: false,
  declarations: [
    {
      prop: 'unicode-range',
      value:
        'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF',
    },
  ],
});

export const fontVariables = latinExtended.variable;
