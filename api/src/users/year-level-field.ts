import { z } from 'zod';
import { MAX_YEAR_LEVEL, MIN_YEAR_LEVEL, YEAR_LEVEL_MESSAGE } from '@portal/domain';

/**
 * A year level in a request body (a student's on import, a group's): a whole
 * number from MIN_YEAR_LEVEL to MAX_YEAR_LEVEL (spec 2 §9), or null when not
 * set; anything else is a 400 naming the field with YEAR_LEVEL_MESSAGE.
 */
export function yearLevelField(description: string) {
  return z
    .number({ error: YEAR_LEVEL_MESSAGE })
    .int(YEAR_LEVEL_MESSAGE)
    .min(MIN_YEAR_LEVEL, YEAR_LEVEL_MESSAGE)
    .max(MAX_YEAR_LEVEL, YEAR_LEVEL_MESSAGE)
    .nullable()
    .describe(`${description}: ${MIN_YEAR_LEVEL} to ${MAX_YEAR_LEVEL}, null when not set`);
}
