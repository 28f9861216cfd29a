import { GROUP_ACCURACY_MONTHS } from '@portal/domain';
import { Field, Float, ID, Int, ObjectType } from 'type-graphql';
import type { RestGroupAccuracy } from '../../rest/rest-types.js';
import { Connection } from '../../schema/connection.js';

@ObjectType({ description: "A group's accuracy in one month." })
export class MonthAccuracy {
  @Field(() => Int, { description: 'The year.' })
  year!: number;

  @Field(() => Int, { description: 'The month, 1 (January) to 12.' })
  month!: number;

  @Field(() => Float, {
    nullable: true,
    description: 'Correct over answered of the group’s students now, from 0 to 1; null when nothing was answered.',
  })
  accuracy!: number | null;
}

@ObjectType({
  description: `One group's line of the Activities Accuracy chart: its accuracy in each of the last ${GROUP_ACCURACY_MONTHS} months.`,
})
export class GroupAccuracySeries {
  @Field(() => ID, { description: 'The group.' })
  groupId!: string;

  @Field(() => String, { description: "The group's name." })
  name!: string;

  @Field(() => [MonthAccuracy], {
    description: `Its months of the period (default the last ${GROUP_ACCURACY_MONTHS}), oldest first (the months the API answers for it).`,
  })
  months!: MonthAccuracy[];
}

@ObjectType({ description: "One page of the groups' accuracy lines, the groups by name." })
export class GroupAccuracySeriesConnection extends Connection('GroupAccuracySeries', GroupAccuracySeries) {}

/** The API's group-month rows (the groups by name, each group's months together) as a line per group. */
export function groupAccuracySeriesFromRest(rows: readonly RestGroupAccuracy[]): GroupAccuracySeries[] {
  const byGroup = new Map<string, GroupAccuracySeries>();
  for (const row of rows) {
    let series = byGroup.get(row.GroupID);
    if (!series) {
      series = Object.assign(new GroupAccuracySeries(), { groupId: row.GroupID, name: row.Name, months: [] });
      byGroup.set(row.GroupID, series);
    }
    series.months.push(
      Object.assign(new MonthAccuracy(), { year: row.Year, month: row.Month_num, accuracy: row.Accuracy }),
    );
  }
  return [...byGroup.values()];
}
