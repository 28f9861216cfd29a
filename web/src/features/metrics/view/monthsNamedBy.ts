import { learningAreaOf, type LearningAreaGrouping } from '@portal/domain';
import type { MetricsMonthData } from '../charts';

/**
 * A document's months with each learning area named as the Realm/Topic switch
 * says (spec 2 §4: the switch maps realms to topics). The documents come by
 * realm; a name that is no realm stays as it is.
 */
export function monthsNamedBy(months: readonly MetricsMonthData[], by: LearningAreaGrouping): MetricsMonthData[] {
  if (by === 'realm') return [...months];
  return months.map((month) => ({
    ...month,
    learningAreas: month.learningAreas.map((area) => ({
      ...area,
      learningArea: learningAreaOf(area.learningArea, 'topic') ?? area.learningArea,
    })),
  }));
}
