import localFont from 'next/font/local'

/**
 * Noto Sans Malayalam from @fontsource, served by the site itself (next/font copies the files into
 * the build under a hashed name, cached for a year). Only its Malayalam subset, and only for the
 * Malayalam characters (the `unicode-range`, with the joiners U+200C–200D and the dotted circle
 * U+25CC that conjuncts and vowel signs need), so Latin text keeps the site's own font. Only
 * Malayalam pages use it (their <html> carries the class), so English pages never download it;
 * nor is it preloaded, which next/font would do on every page of the layout.
 */
export const malayalamFont = localFont({
  src: [
    {
      path: '../../node_modules/@fontsource/noto-sans-malayalam/files/noto-sans-malayalam-malayalam-400-normal.woff2',
      weight: '400',
    },
    {
      path: '../../node_modules/@fontsource/noto-sans-malayalam/files/noto-sans-malayalam-malayalam-700-normal.woff2',
      weight: '700',
    },
  ],
  display: 'swap',
  preload: false,
  fallback: ['ui-sans-serif', 'system-ui', 'sans-serif'],
  adjustFontFallback: false,
  declarations: [
    { prop: 'unicode-range', value: 'U+0307, U+0323, U+0951-0952, U+0964-0965, U+0D00-0D7F, U+200C-200D, U+25CC' },
  ],
})
