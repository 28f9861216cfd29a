/**
 * A DateTime from the gateway: an ISO 8601 string at UTC (codegen.yml types
 * the scalar as `string`). The dashboards compare dates, so they read it here.
 */
export function parseDateTime(value: string): Date {
  return new Date(value);
}
