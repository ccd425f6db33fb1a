// The reference card authorization is measured against (issue 26, goal 5): bare Fastify and
// node-postgres deciding in ONE prepared statement, without authentication, validation, prices, the
// card's status, products, hours, anomalies or points: the card looked up by number, its daily limit
// booked with one conditional upsert, the decision row written (its terminal id marked BARE-).
import Fastify from 'fastify';
import pg from 'pg';

const STATEMENT = `
  with card as (
    select c.id, c.company_id, c.vehicle_id, l.amount as limit_ml
    from cards c
    join companies co on co.id = c.company_id and co.project_id = $1::uuid
    join card_limits l on l.card_id = c.id and l.period = 'daily'
    where c.number = $2),
  booked as (
    insert into card_usage as u (card_id, period, window_start, used)
    select id, 'daily', date_trunc('day', now() at time zone 'Asia/Tbilisi') at time zone 'Asia/Tbilisi', $3::bigint
    from card where $3::bigint <= limit_ml
    on conflict (card_id, period, window_start) do update set used = u.used + excluded.used
      where u.used + excluded.used <= (select limit_ml from card)
    returning card_id)
  insert into card_transactions (project_id, company_id, card_id, card_number, vehicle_id, station_id,
    terminal_id, terminal_transaction_id, product, decision, reason, volume_ml, amount_tetri,
    unit_price_tetri, at)
  select $1::uuid, card.company_id, card.id, $2, card.vehicle_id, $4, 'BARE-' || $5, $6, $7,
    case when exists (select from booked) then 'approved' else 'declined' end,
    case when card.id is null then 'CARD_UNKNOWN' when not exists (select from booked) then 'LIMIT_EXCEEDED' end,
    $3::int, $8::bigint, $9::int, now()
  from (select) one left join card on true
  returning id, decision, reason`;

type Body = {
  cardNumber: string;
  stationId: string;
  terminalId: string;
  terminalTransactionId: string;
  product: string;
  liters: number;
};

/** Serves POST /authorize for `projectId`'s cards at a fixed unit price. */
export async function startBareAuthorization(databaseUrl: string, projectId: string, unitPrice: number) {
  // Planned and sized as the server's pool (core/database/client.ts, the bench's 16 connections).
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: 16,
    options: '-c plan_cache_mode=force_custom_plan',
  });
  const app = Fastify({ logger: false });
  app.post<{ Body: Body }>('/authorize', async (request) => {
    const body = request.body;
    const volumeMl = Math.round(body.liters * 1000);
    const { rows } = await pool.query({
      name: 'bare_authorize',
      text: STATEMENT,
      values: [
        projectId,
        body.cardNumber,
        volumeMl,
        body.stationId,
        body.terminalId,
        body.terminalTransactionId,
        body.product,
        Math.round((volumeMl * unitPrice) / 1000),
        unitPrice,
      ],
    });
    return rows[0];
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  return {
    url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
    async close() {
      await app.close();
      await pool.end();
    },
  };
}
