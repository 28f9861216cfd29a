/*
 * The charts' fixed colours, one per series in order (ten: one per learning
 * area). Each is dark enough for white text on it (4.5:1, WCAG AA) and so
 * stands out from the white background by well over the 3:1 that WCAG asks
 * of a chart's shapes; palette.test.ts checks both. Neighbours differ in hue
 * as much as that allows; the data table is the view that needs no colour.
 */
export const CHART_COLOURS = [
  '#1565c0', // blue
  '#c62828', // red
  '#2e7d32', // green
  '#6a1b9a', // purple
  '#b45309', // amber
  '#00695c', // teal
  '#ad1457', // pink
  '#4e342e', // brown
  '#283593', // indigo
  '#37474f', // blue grey
] as const;

/** The colour of the `index`th series, repeating past ten. */
export function chartColour(index: number): string {
  return CHART_COLOURS[index % CHART_COLOURS.length] ?? CHART_COLOURS[0];
}

/** Text and lines drawn on the white chart background. */
export const CHART_INK = { text: '#212121', muted: '#555555', grid: '#e0e0e0', axis: '#757575' } as const;

/** WCAG's relative luminance of a #rrggbb colour. */
export function luminance(hex: string): number {
  const channel = (offset: number) => {
    const value = parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** WCAG's contrast ratio of two #rrggbb colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}
