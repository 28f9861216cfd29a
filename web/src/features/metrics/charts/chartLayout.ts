import { NARROW_CHART_WIDTH } from './chartTheme';

/*
 * Where a chart puts its axes and legend at a given width, so that it always
 * fits its card: beside the plot when there is room, under it on a phone.
 * Sizes are estimates from the font size (nothing is measured), generous so
 * that no label is cut.
 */

export const LEGEND_ITEM_HEIGHT = 20;
const LEGEND_SYMBOL = 12 + 8;
/** A month label such as "Sep 2026" at 11 px is about 48 px wide. */
const MONTH_LABEL_WIDTH = 56;

export interface Margin {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

export interface LegendPlacement {
  anchor: 'right' | 'bottom-left';
  translateX: number;
  translateY: number;
  itemWidth: number;
}

export interface CartesianLayout {
  height: number;
  margin: Margin;
  legend: LegendPlacement | null;
  tickRotation: number;
  /** The x values to label; every one when they fit. */
  tickValues: string[];
}

/** About how wide a text is drawn at `fontSize`. */
export function textWidth(text: string, fontSize = 12): number {
  return Math.ceil(text.length * fontSize * 0.6);
}

function legendItemWidth(items: readonly string[]): number {
  return Math.max(0, ...items.map((item) => textWidth(item))) + LEGEND_SYMBOL;
}

/** Month labels to show on an x axis `plotWidth` wide: all when they fit flat; else leaning and thinned. */
export function monthTicks(labels: readonly string[], plotWidth: number): { values: string[]; rotation: number } {
  const slot = plotWidth / Math.max(1, labels.length);
  if (slot >= MONTH_LABEL_WIDTH) return { values: [...labels], rotation: 0 };
  // Leaning at 45°, a label needs about 20 px along the axis; show every `step`th, the newest always.
  const step = Math.ceil(20 / slot);
  const last = labels.length - 1;
  return { values: labels.filter((_, i) => (last - i) % step === 0), rotation: -45 };
}

/** A bar or line chart's layout at `width`: plot height `plotHeight`, legend beside or below. */
export function cartesianLayout(
  width: number,
  labels: readonly string[],
  legendItems: readonly string[],
  plotHeight = 260,
): CartesianLayout {
  const narrow = width < NARROW_CHART_WIDTH;
  // Never wider than the card; beside the plot only when the items fit its height and leave it 60% of the width.
  const itemWidth = Math.min(legendItemWidth(legendItems), width - 32);
  const beside =
    !narrow &&
    legendItems.length > 0 &&
    legendItems.length * LEGEND_ITEM_HEIGHT <= plotHeight &&
    itemWidth + 24 <= width * 0.4;
  // Without a legend beside, the right margin still holds half of the last month's label.
  const margin: Margin = { top: 16, right: beside ? itemWidth + 24 : 32, bottom: 0, left: 52 };
  const ticks = monthTicks(labels, width - margin.left - margin.right);
  const axisSpace = ticks.rotation === 0 ? 36 : 64;
  const legendHeight = beside ? 0 : legendItems.length * LEGEND_ITEM_HEIGHT;
  margin.bottom = axisSpace + (legendHeight > 0 ? legendHeight + 8 : 0);
  const legend: LegendPlacement | null =
    legendItems.length === 0
      ? null
      : beside
        ? { anchor: 'right', translateX: itemWidth + 16, translateY: 0, itemWidth }
        : { anchor: 'bottom-left', translateX: -margin.left + 16, translateY: axisSpace + 8 + legendHeight, itemWidth };
  return {
    height: margin.top + plotHeight + margin.bottom,
    margin,
    legend,
    tickRotation: ticks.rotation,
    tickValues: ticks.values,
  };
}

export interface PieLayout {
  height: number;
  margin: Margin;
  legend: LegendPlacement;
}

/** A pie's layout at `width`: the pie with its legend to the right, or on a phone above its legend. */
export function pieLayout(width: number, legendItems: readonly string[]): PieLayout {
  const itemWidth = legendItemWidth(legendItems);
  const legendHeight = legendItems.length * LEGEND_ITEM_HEIGHT;
  if (width >= NARROW_CHART_WIDTH) {
    const height = Math.max(300, legendHeight + 32);
    return {
      height,
      margin: { top: 16, right: itemWidth + 40, bottom: 16, left: 16 },
      legend: { anchor: 'right', translateX: itemWidth + 24, translateY: 0, itemWidth },
    };
  }
  const pie = Math.min(width - 32, 280);
  return {
    height: 16 + pie + 16 + legendHeight + 8,
    margin: { top: 16, right: 16, bottom: legendHeight + 24, left: 16 },
    legend: { anchor: 'bottom-left', translateX: 0, translateY: legendHeight + 16, itemWidth },
  };
}
