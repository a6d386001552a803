/** Height of the top bar; the sticky sidebar starts below it. */
export const HEADER_HEIGHT = 48;
