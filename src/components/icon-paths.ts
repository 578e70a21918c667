/** SVG path data (24×24 viewBox) of an icon drawn in more than one component. */

/** A map pin: the header's address link and the map's "Show the map" button. */
export const PIN_ICON =
  'M12 2a7 7 0 0 0-7 7c0 5.25 7 13 7 13s7-7.75 7-13a7 7 0 0 0-7-7Zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5Z'
