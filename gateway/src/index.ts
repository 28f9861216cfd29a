export { buildOrigin, type OriginOptions } from './origin/origin.js';
export { buildGatewaySchema } from './schema/build-schema.js';
export { printGatewaySchema } from './schema/print-schema.js';
