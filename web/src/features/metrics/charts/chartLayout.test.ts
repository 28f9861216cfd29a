// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { cartesianLayout, monthTicks, pieLayout, textWidth } from './chartLayout';

const months = (n: number) => Array.from({ length: n }, (_, i) => `M${String(i).padStart(2, '0')} 2026`);

describe('monthTicks', () => {
  it('labels every month flat when each has 56 px', () => {
    expect(monthTicks(months(12), 12 * 56)).toEqual({ values: months(12), rotation: 0 });
  });

  it('leans and thins the labels when they crowd, always keeping the newest', () => {
    // 24 months on 240 px: 10 px each; a leaning label needs 20, so every 2nd, counted back from the last.
    const { values, rotation } = monthTicks(months(24), 240);
    expect(rotation).toBe(-45);
    expect(values).toHaveLength(12);
    expect(values.at(-1)).toBe('M23 2026');
    expect(values[0]).toBe('M01 2026');
  });
});

describe('cartesianLayout', () => {
  const areas = ['Pythagoras Peninsula', 'Animals'];

  it('puts the legend beside the plot on a wide card', () => {
    const layout = cartesianLayout(1000, months(6), areas);
    // "Pythagoras Peninsula" is 20 characters: 20 × 12 × 0.6 = 144 px, plus the 20 px symbol.
    expect(textWidth('Pythagoras Peninsula')).toBe(144);
    expect(layout.legend).toEqual({ anchor: 'right', translateX: 180, translateY: 0, itemWidth: 164 });
    expect(layout.margin).toEqual({ top: 16, right: 188, bottom: 36, left: 52 });
    expect(layout.height).toBe(16 + 260 + 36);
  });

  it('puts the legend under the plot on a phone, the chart growing by a row per item', () => {
    const layout = cartesianLayout(360, months(6), areas);
    // 360 − 52 − 32 = 276 px for 6 months: 46 px each, too tight flat, so leaning (64 px below the axis).
    expect(layout.tickRotation).toBe(-45);
    expect(layout.legend?.anchor).toBe('bottom-left');
    expect(layout.margin.bottom).toBe(64 + 2 * 20 + 8);
    expect(layout.legend?.translateY).toBe(64 + 8 + 40);
    expect(layout.height).toBe(16 + 260 + 112);
  });

  it('puts many lines, or a very long name, under the plot, which keeps its width', () => {
    const groups = Array.from({ length: 14 }, (_, i) => `Group ${i + 1}`);
    // 14 rows of 20 px are taller than the 260 px plot.
    expect(cartesianLayout(1000, months(12), groups).legend?.anchor).toBe('bottom-left');
    const long = cartesianLayout(600, months(12), ['Year 6 Investigators of the Natural World and Its Many Wonders']);
    expect(long.legend?.anchor).toBe('bottom-left');
    expect(600 - long.margin.left - long.margin.right).toBeGreaterThan(400);
    expect(long.legend?.itemWidth).toBeLessThanOrEqual(600 - 32);
  });

  it('has no legend without items', () => {
    expect(cartesianLayout(800, months(3), []).legend).toBeNull();
  });
});

describe('pieLayout', () => {
  it('fits the pie into a phone-wide card with its legend below', () => {
    const layout = pieLayout(360, ['Year 3', 'Year 4', 'No year level']);
    // The pie is min(360 − 32, 280) = 280 px; three legend rows of 20 px.
    expect(layout.height).toBe(16 + 280 + 16 + 60 + 8);
    expect(layout.legend.anchor).toBe('bottom-left');
  });

  it('puts the legend beside a pie on a wide card', () => {
    expect(pieLayout(800, ['Year 3']).legend.anchor).toBe('right');
  });
});
