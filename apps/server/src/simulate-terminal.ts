import { parseArgs } from 'node:util';
import { demoPrivateKey, simulateTerminal } from './modules/fleet/transactions/simulator';
import { FUEL_PRODUCTS, type FuelProduct } from './modules/fleet/vocabulary';
import demo from './seed/demo-accounts.json';

// `npm run simulate:terminal -w @fuel/server -- [options]`: a station terminal sending authorizations
// to a running server (the demo's by default), one line per decision.
const { values } = parseArgs({
  options: {
    url: { type: 'string', default: process.env.SERVER_URL ?? 'http://localhost:4000' },
    'private-key': { type: 'string', default: process.env.PRIVATE_KEY },
    card: { type: 'string', multiple: true },
    count: { type: 'string', default: '10' },
    interval: { type: 'string', default: '1000' },
    product: { type: 'string' },
    liters: { type: 'string' },
    station: { type: 'string' },
    'pay-at-pump': { type: 'boolean' },
    help: { type: 'boolean', short: 'h' },
  },
});

if (values.help) {
  process.stdout.write(`Options: --url (SERVER_URL, default http://localhost:4000) --private-key (PRIVATE_KEY; default: the demo
project's, read as the demo admin) --card NUMBER (repeatable; default the demo cards GF0001..GF0003)
--count 10 --interval 1000 (ms) --product ${FUEL_PRODUCTS.join('|')} --liters 40 --station ST-1
--pay-at-pump (pre-authorize the liters, then complete with 50–100 % of them)
A decline alert reaches the company's admins live: try --card GF0003 --product GAS, or --liters 900.\n`);
  process.exit(0);
}

async function main() {
  const product = values.product as FuelProduct | undefined;
  if (product && !FUEL_PRODUCTS.includes(product))
    throw new Error(`--product is one of ${FUEL_PRODUCTS.join(', ')}`);
  const privateKey =
    values['private-key'] ?? (await demoPrivateKey(values.url, demo.admin, demo.portalProject.apiKey));
  await simulateTerminal({
    url: values.url,
    privateKey,
    cards: values.card,
    count: Number(values.count),
    intervalMs: Number(values.interval),
    product,
    liters: values.liters ? Number(values.liters) : undefined,
    stationId: values.station,
    payAtPump: values['pay-at-pump'],
    log: (line) => process.stdout.write(`${line}\n`),
  });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
