import type { LegendPlacement } from './chartLayout';
import { LEGEND_ITEM_HEIGHT } from './chartLayout';

/** A nivo legend list placed by chartLayout: beside the plot or under it, one item per row. */
export function legendsAt(placement: LegendPlacement | null) {
  if (!placement) return [];
  return [
    {
      anchor: placement.anchor,
      direction: 'column' as const,
      translateX: placement.translateX,
      translateY: placement.translateY,
      itemWidth: placement.itemWidth,
      itemHeight: LEGEND_ITEM_HEIGHT,
      symbolSize: 12,
    },
  ];
}
