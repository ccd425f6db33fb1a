// The vehicles page's list with filters and the vehicle changes log, for a company with 5,000 vehicles,
// 200 users and 50,000 audit rows, at 32 connections (the business portal's company administration).
import { eq, sql } from 'drizzle-orm';
import { admins, users } from '../src/modules/auth/tables';
import { vehicleGroups, vehicles } from '../src/modules/fleet/asset-tables';
import { companyUsers, fleetAudit } from '../src/modules/fleet/tables';
import { FUEL_PRODUCTS } from '../src/modules/fleet/vocabulary';
import { projects } from '../src/modules/projects/tables';
import { createServices } from '../src/services';
import { measureAgainstBare } from './bare-sql';
import { type BenchContext, random } from './support';

const VEHICLES = 5_000;
const USERS = 200;
const AUDIT_ROWS = 50_000;
const GROUPS = 20;
const CONNECTIONS = 32;
const DURATION_SECONDS = 10;
const ROUNDS = 2;
const BATCH = 1_000;
const LETTERS = 'ABCEHKMNOPSTXZ';
const MAKES = [
  ['Toyota', 'Hilux'],
  ['Toyota', 'Prius'],
  ['Ford', 'Transit'],
  ['Mercedes-Benz', 'Sprinter'],
  ['Volvo', 'FH 500'],
  ['Scania', 'R 450'],
  ['MAN', 'TGS'],
  ['Hyundai', 'Porter'],
] as const;

async function inBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>) {
  for (let start = 0; start < rows.length; start += BATCH) await insert(rows.slice(start, start + BATCH));
}

export default async function run(context: BenchContext) {
  const server = await context.startServer({ processes: context.processes });
  const { db } = server.database;
  const services = createServices(server.database, context.config);
  const tag = crypto.randomUUID().slice(0, 8);
  const admin = await services.auth.createAdmin({
    email: `bench-${tag}@example.com`,
    password: 'Bench-password-1',
    name: 'Bench',
  });
  const project = await services.projects.create({
    name: `Fleet bench ${tag}`,
    languages: ['en'],
    ownerAdminId: admin.id,
  });
  const owner = { email: `owner-${tag}@example.ge`, password: 'Owner-pass-1' };
  const ownerUser = await services.auth.createUser({
    ...owner,
    projectId: project.id,
    firstName: 'Nino',
    lastName: 'Owner',
  });
  const { company } = await services.fleet.addCompany({
    projectId: project.id,
    ownerUserId: ownerUser.id,
    contragentType: 'ORGANIZATION',
    identificationCode: '405123456',
    email: owner.email,
    phone: '+995555000000',
  });
  const { sessionId } = await services.auth.loginUser(project.id, owner, '127.0.0.1');
  const headers = { 'x-session-id': sessionId, 'x-project-key': project.api_key };

  try {
    // Written straight into the tables: through the services, 5,000 creates would be 5,000 requests.
    const started = performance.now();
    const rng = random(2026);
    const members = await db
      .insert(users)
      .values(
        Array.from({ length: USERS - 1 }, (_, index) => ({
          projectId: project.id,
          email: `member-${index}-${tag}@example.ge`,
          firstName: `Member ${index}`,
          lastName: 'Bench',
          // Nobody signs in as them: no real password hash is needed.
          passwordHash: 'bench',
        })),
      )
      .returning({ id: users.id });
    await db.insert(companyUsers).values(
      members.map((member, index) => ({
        companyId: company.id,
        userId: member.id,
        role: 'ADMIN' as const,
        permissions: { vehicles: 'EDIT' as const },
        firstName: `Member ${index}`,
        lastName: 'Bench',
      })),
    );
    const actorIds = [ownerUser.id, ...members.map((member) => member.id)];
    const groups = await db
      .insert(vehicleGroups)
      .values(
        Array.from({ length: GROUPS }, (_, index) => ({ companyId: company.id, name: `Group ${index + 1}` })),
      )
      .returning({ id: vehicleGroups.id });
    const vehicleRows = Array.from({ length: VEHICLES }, (_, index) => {
      const [make, model] = rng.pick(MAKES);
      const letters = () => `${rng.pick([...LETTERS])}${rng.pick([...LETTERS])}`;
      return {
        companyId: company.id,
        registrationType: 'georgia' as const,
        registrationNumber: `${letters()}-${String(index % 1000).padStart(3, '0')}-${LETTERS[Math.floor(index / 1000)]}${letters()[0]}`,
        make,
        model,
        fuelType: rng.pick(FUEL_PRODUCTS),
        tankCapacityMl: rng.int(40, 900) * 1000,
        groupId: rng.next() < 0.9 ? rng.pick(groups).id : null,
        status: rng.next() < 0.85 ? ('active' as const) : ('inactive' as const),
      };
    });
    const vehicleIds: string[] = [];
    await inBatches(vehicleRows, async (batch) => {
      const inserted = await db.insert(vehicles).values(batch).returning({ id: vehicles.id });
      vehicleIds.push(...inserted.map((row) => row.id));
    });
    const now = Date.now();
    const auditRows = Array.from({ length: AUDIT_ROWS }, () => {
      const onVehicle = rng.next() < 0.9;
      return {
        companyId: company.id,
        actorUserId: rng.pick(actorIds),
        entity: onVehicle ? 'vehicle' : 'group',
        entityId: onVehicle ? rng.pick(vehicleIds) : rng.pick(groups).id,
        action: 'update',
        before: onVehicle ? { registrationNumber: 'AA-000-AA', color: 'white' } : { name: 'Group' },
        after: onVehicle ? { registrationNumber: 'AA-000-AA', color: 'red' } : { name: 'Group renamed' },
        at: new Date(now - rng.int(0, 365 * 24 * 60) * 60_000),
      };
    });
    await inBatches(auditRows, (batch) => db.insert(fleetAudit).values(batch));
    // As autovacuum leaves tables that have lived a while: statistics, and the visibility map that lets
    // the counts read the indexes alone (PGlite has no autovacuum; on PostgreSQL it would otherwise run
    // during the first measurements).
    for (const table of ['vehicles', 'fleet_audit', 'company_users', 'vehicle_groups']) {
      await db.execute(sql.raw(`vacuum analyze ${table}`));
    }
    console.info(
      `seeded ${vehicleIds.length.toLocaleString('en')} vehicles, ${USERS} users and ${AUDIT_ROWS.toLocaleString('en')} audit rows in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );

    const pages = (path: string) =>
      Array.from({ length: 5 }, (_, index) => ({
        method: 'GET' as const,
        path: `${path}&page=${index + 1}`,
      }));
    const someone = actorIds[7]!;
    const from = new Date(now - 90 * 86_400_000).toISOString().slice(0, 10);
    const scenarios = [
      {
        name: 'vehicles: status + fuel type, by registration number',
        requests: pages('/api/v2/fleet/vehicles?status=active&fuelType=EURO_DIESEL&limit=20'),
      },
      {
        name: 'vehicles: group + search "to" (trigram), by make',
        requests: pages(`/api/v2/fleet/vehicles?groupId=${groups[3]!.id}&query=to&sort=make&limit=20`),
      },
      { name: 'changes: newest first', requests: pages('/api/v2/fleet/vehicles/changes?limit=20') },
      {
        name: 'changes: one user, last 90 days',
        requests: pages(`/api/v2/fleet/vehicles/changes?userId=${someone}&from=${from}&limit=20`),
      },
    ];
    for (const scenario of scenarios) {
      const check = await fetch(`${server.url}${scenario.requests[0]!.path}`, { headers });
      const body = (await check.json()) as { total: number };
      console.info(`${scenario.name}: ${check.status}, ${body.total} matching`);
    }
    const { results, ratios } = await measureAgainstBare(context, server, {
      scenarios,
      headers,
      statements: /from "(vehicles|fleet_audit)"/,
      connections: CONNECTIONS,
      durationSeconds: DURATION_SECONDS,
      rounds: ROUNDS,
    });
    context.report(
      results,
      `${VEHICLES.toLocaleString('en')} vehicles, ${USERS} users, ${AUDIT_ROWS.toLocaleString('en')} audit rows, ${CONNECTIONS} connections, ${DURATION_SECONDS} s each in ${ROUNDS} rounds alternating with the bare baseline (p50, p99: the worst round); goal (issue 26) ≥ 0.9× the bare requests/s, p99 ≤ 1.2×`,
    );
    console.info(`\n${ratios.join('\n')}`);
  } finally {
    // The project's company, users, vehicles and audit go with it (cascade).
    await db.delete(projects).where(eq(projects.id, project.id));
    await db.delete(admins).where(eq(admins.id, admin.id));
    await server.close();
  }
}
