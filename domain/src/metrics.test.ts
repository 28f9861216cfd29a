import { describe, expect, it } from 'vitest';
import {
  METRICS_PERIODS,
  METRICS_PERIOD_LABELS,
  MONTH_NAMES,
  isMetricsPeriod,
  learningAreaOf,
  learningAreas,
  periodMonths,
} from './metrics.js';

describe('the metrics vocabulary', () => {
  it('offers the spec’s four periods, All first, each with its label', () => {
    expect(METRICS_PERIODS.map((period) => METRICS_PERIOD_LABELS[period])).toEqual([
      'All',
      'Recent One Month',
      'Recent Three Months',
      'Recent One Year',
    ]);
    expect(METRICS_PERIODS.map(periodMonths)).toEqual([null, 1, 3, 12]);
    expect(isMetricsPeriod('3')).toBe(true);
    expect(isMetricsPeriod('6')).toBe(false);
    expect(isMetricsPeriod(3)).toBe(false);
  });

  it('names the ten learning areas by realm or by topic, in the realms’ order', () => {
    expect(learningAreas('realm')).toHaveLength(10);
    expect(learningAreas('realm')[0]).toBe('Green Acres');
    expect(learningAreas('topic')[0]).toBe('Environment & Nature');
    expect(learningAreaOf('Edison Avenue', 'realm')).toBe("Edison's Isle");
    expect(learningAreaOf('Prehistoric Point', 'topic')).toBe('Dinosaurs and Fossils');
    expect(learningAreaOf('Atlantis', 'topic')).toBeUndefined();
  });

  it('has twelve month names, January first', () => {
    expect(MONTH_NAMES).toHaveLength(12);
    expect([MONTH_NAMES[0], MONTH_NAMES[11]]).toEqual(['January', 'December']);
  });
});
