import type { FastifyBaseLogger } from 'fastify';
import type { CallerOf } from '../core/caller';
import { addDays } from '../modules/intranet/calendar';
import { updateHolidaySettingsBody } from '../modules/intranet/schemas';
import { requestActionData, updateRequestActionBody } from '../modules/requests/schemas';
import type { Services } from '../services';
import data from './intranet.json';

type Deps = Pick<Services, 'auth' | 'intranet' | 'requests'>;
type Target = { projectId: string; adminId: string; portalUser: { id: string } };

/**
 * The portal project's intranet (data: intranet.json): holiday settings, Georgia's public holidays of
 * this year and the next, an organisation of employees (the portal user among them) and a few requests
 * in different states. Requests are dated relative to today (`today+21`); one that no longer fits (a
 * balance too small early in January) is skipped with a warning rather than failing the start.
 */
export async function seedPortalIntranet(
  { auth, intranet, requests }: Deps,
  { projectId, adminId, portalUser }: Target,
  log: FastifyBaseLogger,
): Promise<{ employees: number; requests: number }> {
  const today = intranet.holidays.today();
  const year = Number(today.slice(0, 4));
  await intranet.holidays.updateSettings(
    projectId,
    updateHolidaySettingsBody.parse({ items: data.holidaySettings }),
  );
  await intranet.publicHolidays.addGeorgian(projectId, year);
  await intranet.publicHolidays.addGeorgian(projectId, year + 1);

  // Managers come before their reports in the file, so each manager exists when needed.
  const byKey = new Map<string, { employeeId: string; userId: string }>();
  for (const entry of data.employees) {
    const userId =
      entry.portalUser === true
        ? portalUser.id
        : (
            await auth.createUser({
              projectId,
              email: entry.email!,
              password: data.password,
              firstName: entry.firstName,
              lastName: entry.lastName,
            })
          ).id;
    const employee = await intranet.employees.create(projectId, {
      userId,
      position: entry.position,
      department: entry.department,
      managerId: entry.manager ? byKey.get(entry.manager)!.employeeId : null,
      startDate: entry.startDate,
    });
    byKey.set(entry.key, { employeeId: employee.id, userId });
  }

  // The seed's admin owns the project it just created: the scope the guard would have granted.
  const scope = { projectId, actor: { kind: 'admin', adminId, sessionId: '' } as CallerOf<'admin'> };
  let created = 0;
  for (const request of data.requests) {
    try {
      const { id } = await requests.create(scope, {
        userId: byKey.get(request.employee)!.userId,
        data: requestActionData.parse(relativeDates(request.data, today)),
        comment: request.comment,
      });
      for (const move of request.moves ?? []) {
        await requests.update(scope, (await requests.find(id))!, updateRequestActionBody.parse(move));
      }
      created += 1;
    } catch (error) {
      log.warn({ err: error, employee: request.employee }, 'demo request skipped');
    }
  }
  log.info({ employees: byKey.size, requests: created }, 'demo intranet seeded');
  return { employees: byKey.size, requests: created };
}

/** `today+21`, `today-60` → dates relative to `today`; anything else unchanged. */
function relativeDates(value: Record<string, unknown>, today: string): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(value).map(([key, field]) => {
      const match = typeof field === 'string' ? /^today([+-]\d+)$/.exec(field) : null;
      return [key, match ? addDays(today, Number(match[1])) : field];
    }),
  );
}
