/*
 * The school's time zone, which every metrics month is counted in (issue 34):
 * the windows' months here, the rollups' months in the database. The zone is
 * read by schools/school-clock.ts, as every rule of the school's days reads it.
 */

/** The clock the metrics read by: the instant, and the zone of the school whose months they count. */
export interface MetricsClock {
  now: Date;
  zone: string;
}
