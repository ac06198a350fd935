// A request of a "rendered" benchmark target: the target's address with a `_b` parameter no other
// request of the run has, so the anonymous micro-cache never answers it (or, where the address has
// `{bust}`, that value in its place). autocannon's worker threads
// load this file by its path (a function cannot cross into a thread); the thread's id keeps the
// values of two threads, and of two measurements, apart.
const { threadId } = require('node:worker_threads');

let n = 0;

module.exports = (req) => {
  n += 1;
  const value = `${threadId}-${n}`;
  // A `{bust}` in the address takes the value itself (a search term no request has asked before).
  // (autocannon hands the address over as parsed, with the braces percent-encoded.)
  const placeholder = /\{bust\}|%7Bbust%7D/i;
  if (placeholder.test(req.path)) return { ...req, path: req.path.replace(placeholder, value) };
  return { ...req, path: `${req.path}${req.path.includes('?') ? '&' : '?'}_b=${value}` };
};
