import { writeFileSync } from 'node:fs';
import { SCHEMA_FILE, printGatewaySchema } from './schema/print-schema.js';

writeFileSync(SCHEMA_FILE, printGatewaySchema());
console.log(`Wrote ${SCHEMA_FILE}`);
