// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { CHART_COLOURS, CHART_INK, chartColour, contrastRatio } from './palette';

describe('chart palette', () => {
  it('computes WCAG contrast as the spec defines it', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    // WebAIM's checker gives #767676 on white 4.54:1.
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });

  it('gives ten colours that carry white labels (4.5:1) and stand out from the white background', () => {
    expect(new Set(CHART_COLOURS).size).toBe(10);
    for (const colour of CHART_COLOURS) expect(contrastRatio(colour, '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });

  it('writes text readable on white', () => {
    expect(contrastRatio(CHART_INK.text, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(CHART_INK.muted, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(CHART_INK.axis, '#ffffff')).toBeGreaterThanOrEqual(3);
  });

  it('repeats the colours past ten series', () => {
    expect(chartColour(0)).toBe(CHART_COLOURS[0]);
    expect(chartColour(10)).toBe(CHART_COLOURS[0]);
    expect(chartColour(13)).toBe(CHART_COLOURS[3]);
  });
});
