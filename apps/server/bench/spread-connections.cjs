// autocannon's setupClient (loaded by path in its worker thread): each connection starts at its own place
// in the request list (golden-ratio steps), so that connections spread over distinct cards or users
// instead of all asking for the same one at the same moment.
let connection = 0;

module.exports = function spreadConnections(client) {
  const requests = client.opts.requests;
  if (!requests || requests.length < 2) return;
  const shift = Math.floor(((connection++ * 0.6180339887) % 1) * requests.length);
  client.setRequests([...requests.slice(shift), ...requests.slice(0, shift)]);
};
