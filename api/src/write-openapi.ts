import { writeFileSync } from 'node:fs';
import { OPENAPI_FILE, printOpenApiDocument } from './docs/openapi-document.js';

writeFileSync(OPENAPI_FILE, await printOpenApiDocument());
console.log(`Wrote ${OPENAPI_FILE}`);
