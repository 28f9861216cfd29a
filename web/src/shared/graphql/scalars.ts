/**
 * A DateTime from the gateway: an ISO 8601 string at UTC. Codegen types custom
 * scalars as `unknown` (codegen.yml maps none), so it is read here, once.
 */
export function parseDateTime(value: unknown): Date {
  return new Date(typeof value === 'string' ? value : Number.NaN);
}
