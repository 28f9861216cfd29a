import { notFoundDirective, securityHeaderDirectives } from './nginx-directives.js';

// `node gateway/dist/nginx/print-nginx-directives.js headers|not-found`: the
// web image's build writes nginx's include files with it (Dockerfile, stage
// `web`), so nginx never holds a hand-written copy of the origin's headers.
const what = process.argv[2];
if (what === 'headers') {
  console.log('# Generated from gateway/src/origin/security-headers.ts at image build time: do not edit.');
  for (const line of await securityHeaderDirectives()) console.log(line);
} else if (what === 'not-found') {
  console.log("# Generated from gateway/src/origin/origin-errors.ts' notFound at image build time: do not edit.");
  console.log('default_type application/json;');
  console.log(await notFoundDirective());
} else {
  console.error('usage: print-nginx-directives.js headers|not-found');
  process.exit(2);
}
