import { writeFileSync } from 'node:fs';
import { REST_TYPES_FILE, printRestTypes } from './rest/print-rest-types.js';

writeFileSync(REST_TYPES_FILE, await printRestTypes());
console.log(`Wrote ${REST_TYPES_FILE}`);
