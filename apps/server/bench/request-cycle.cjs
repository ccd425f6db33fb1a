// autocannon's setupRequest (loaded by path in its worker thread): every request of a connection is the
// next one of the list in the JSON file BENCH_REQUEST_CYCLE names, and each connection starts at its own
// place in it (golden-ratio steps), so that 32 connections do not walk a list of distinct cards or users
// in step. One request with this setup instead of the list itself: autocannon builds every request of
// `requests` for every connection when it starts, which for 2,000 requests and 32 connections took the
// load generator seconds of CPU in each run, under the server's feet.
const { readFileSync } = require('node:fs');

const requests = JSON.parse(readFileSync(process.env.BENCH_REQUEST_CYCLE, 'utf8'));
let connections = 0;

module.exports = function nextRequest(request, context) {
  if (context.next === undefined) {
    context.next = Math.floor(((connections++ * 0.6180339887) % 1) * requests.length);
  }
  const chosen = requests[context.next];
  context.next = (context.next + 1) % requests.length;
  return {
    ...request,
    method: chosen.method,
    path: chosen.path,
    body: chosen.body,
    headers: { ...request.headers, ...chosen.headers },
  };
};
