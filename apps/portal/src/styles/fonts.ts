import localFont from 'next/font/local';
import { preload } from 'react-dom';
import './georgian-font.css';

// Bundled from @fontsource/noto-sans-georgian, whose Latin subset covers English too: builds run
// offline, so next/font/google is not an option. next/font needs literal paths. One family per
// subset, each limited to its unicode range, so a browser downloads only the files a page uses. The
// Georgian subset is declared in georgian-font.css. `optional` for the preloaded faces: a font that has not arrived
// by the first paint (a slow network or a busy machine) is not swapped in later, so text never moves
// (swapping was a layout shift of 0.1–0.3 under load); preloaded, it is there in time otherwise, and
// cached for the next page.
export const latin = localFont({
  src: [
    {
      path: '../../../../node_modules/@fontsource/noto-sans-georgian/files/noto-sans-georgian-latin-400-normal.woff2',
      weight: '400',
      style: 'normal',
    },
    {
      path: '../../../../node_modules/@fontsource/noto-sans-georgian/files/noto-sans-georgian-latin-700-normal.woff2',
      weight: '700',
      style: 'normal',
    },
  ],
  variable: '--font-latin',
  display: 'optional',
  declarations: [
    {
      prop: 'unicode-range',
      value:
        'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD',
    },
  ],
});

/**
 * The Georgian subset's files (declared in georgian-font.css, from public/fonts), preloaded where
 * Georgian text is sure to show: Georgian pages, and the dashboard in both languages (companies' and
 * people's names are Georgian; on an English dashboard the late font widened the company's name and
 * wrapped the top bar, a layout shift of 0.2). English public pages fetch it when Georgian shows.
 */
export const GEORGIAN_FONT_FILES = [
  '/fonts/noto-sans-georgian-5.3.0/georgian-400.woff2',
  '/fonts/noto-sans-georgian-5.3.0/georgian-700.woff2',
] as const;

export function preloadGeorgianFont(): void {
  for (const href of GEORGIAN_FONT_FILES)
    preload(href, { as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' });
}

/** Holds the lari sign (U+20BE) among others; not preloaded, fetched only when such a character shows. */
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
  // `swap`, not `optional`: it is never preloaded, so `optional` would leave the lari sign as a box.
  display: 'swap',
  preload: false,
  declarations: [
    {
      prop: 'unicode-range',
      value:
        'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF',
    },
  ],
});

export const fontVariables = [latin.variable, latinExtended.variable].join(' ');
