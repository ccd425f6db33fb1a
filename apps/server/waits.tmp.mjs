import pg from 'pg';

const c = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:55487/prof' });
await c.connect();
const counts = new Map();
const end = Date.now() + Number(process.argv[2]) * 1000;
let n = 0;
while (Date.now() < end) {
  const { rows } = await c.query(
    "select coalesce(wait_event_type,'CPU')||':'||coalesce(wait_event,'-')||':'||state as w from pg_stat_activity where datname='prof' and pid<>pg_backend_pid() and backend_type='client backend'",
  );
  for (const r of rows) counts.set(r.w, (counts.get(r.w) ?? 0) + 1);
  n++;
  await new Promise((r) => setTimeout(r, 5));
}
console.log('samples', n);
console.log(
  [...counts]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 15)
    .map(([k, v]) => `${(v / n).toFixed(2)} ${k}`)
    .join('\n'),
);
await c.end();
