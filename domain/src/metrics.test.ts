import { describe, expect, it } from 'vitest';
import {
  METRICS_PERIODS,
  METRICS_PERIOD_LABELS,
  MONTH_NAMES,
  isMetricsPeriod,
  learningAreaOf,
  learningAreas,
  gradeText,
  periodMonths,
  ratingLevel,
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

describe('the rating scale (spec 2 §3)', () => {
  it('names grades 1 to 5 from Sentiment Blank to Very Satisfied, and nothing else', () => {
    expect([1, 2, 3, 4, 5].map(ratingLevel)).toEqual([
      'Sentiment Blank',
      'Neutral',
      'Good',
      'Satisfied',
      'Very Satisfied',
    ]);
    expect([0, 6, 2.5, null, undefined].map(ratingLevel)).toEqual([null, null, null, null, null]);
  });

  it('says a grade with its level and out of five', () => {
    expect(gradeText(3)).toBe('Good (3 of 5)');
    expect(gradeText(5)).toBe('Very Satisfied (5 of 5)');
    expect(gradeText(7)).toBe('7 of 5');
  });
});
