// A request of a "rendered" benchmark target: the target's address with a `_b` parameter no other
// request of the run has, so the anonymous micro-cache never answers it. autocannon's worker threads
// load this file by its path (a function cannot cross into a thread); the thread's id keeps the
// values of two threads, and of two measurements, apart.
const { threadId } = require('node:worker_threads');

let n = 0;

module.exports = (req) => {
  n += 1;
  return { ...req, path: `${req.path}${req.path.includes('?') ? '&' : '?'}_b=${threadId}-${n}` };
};
