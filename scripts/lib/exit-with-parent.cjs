// Preloaded (node --require) into every long-running child of scripts/start.mjs. If the start command dies
// without stopping its children (SIGKILL, a crash), the pipe on our stdin closes: stop too, so no orphan keeps
// a port. Nothing else reads stdin in a service.
//
// The stop is a SIGKILL, not a graceful SIGTERM: our stdout went away with the start command, and pino retries
// a write to a broken pipe forever, so a graceful shutdown that logs would hang. Abrupt is safe for the data:
// SQLite's journal and MySQL's transactions make an interrupted write roll back.
'use strict';
const { isMainThread } = require('node:worker_threads');
// Node also runs --require preloads in the module-hooks thread that tsx's loader starts; a worker's stdin is
// empty and ends at once, so only the main thread may watch.
if (isMainThread && process.env.YOUNG_MINDS_EXIT_WITH_PARENT === '1' && process.stdin && !process.stdin.isTTY) {
  const stop = () => process.kill(process.pid, 'SIGKILL');
  process.stdin.once('end', stop);
  process.stdin.once('error', stop);
  process.stdin.resume();
  // Watching must not keep a child alive that wants to exit.
  if (typeof process.stdin.unref === 'function') process.stdin.unref();
}
