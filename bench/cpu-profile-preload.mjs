// Preloaded (NODE_OPTIONS=--import) by `npm run bench -- load` with LOAD_CPU_PROF=<folder>: the API
// and the gateway write a V8 CPU profile there when they exit, as `--cpu-prof` would (which
// NODE_OPTIONS does not allow). Other processes npm start runs are left alone.
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';
import { basename, dirname, join } from 'node:path';

const folder = process.env.LOAD_CPU_PROF;
const script = process.argv[1] ?? '';
if (folder && script.endsWith(join('dist', 'main.js'))) {
  const name = basename(dirname(dirname(script)));
  const session = new Session();
  session.connect();
  session.post('Profiler.enable');
  session.post('Profiler.start');
  // The inspector answers within the thread, so the profile is written before the process ends.
  process.once('exit', () => {
    session.post('Profiler.stop', (error, result) => {
      if (!error) writeFileSync(join(folder, `${name}-${process.pid}.cpuprofile`), JSON.stringify(result.profile));
    });
  });
}
