import type { Services } from '../services';
import { DEMO_COMPANY } from './fleet';

/**
 * The demo company's two ADMIN users beside its main admin, with different pages (README's
 * credentials table): a dispatcher who runs vehicles and fuel requests, an accountant who reads the
 * balance and reports and transfers points.
 */
export const DEMO_COMPANY_USERS = [
  {
    email: 'dispatcher@demo.ge',
    password: 'Dispatcher!2026demo',
    phone: '+995555123457',
    firstName: 'Davit',
    lastName: 'Kvaratskhelia',
    personalNumber: '01001011111',
    permissions: { home: 'VIEW', vehicles: 'EDIT', fuelRequest: 'EDIT' },
  },
  {
    email: 'accountant@demo.ge',
    password: 'Accountant!2026demo',
    phone: '+995555123458',
    firstName: 'Mariam',
    lastName: 'Jorjadze',
    personalNumber: '01001022222',
    permissions: { home: 'VIEW', balance: 'VIEW', reports: 'VIEW', transferPoints: 'EDIT' },
  },
] as const;

export async function seedDemoCompanyUsers(
  { auth, fleet }: Pick<Services, 'auth' | 'fleet'>,
  projectId: string,
) {
  for (const { personalNumber, permissions, ...account } of DEMO_COMPANY_USERS) {
    const user = await auth.createUser({ ...account, projectId });
    await fleet.users.addMember({
      projectId,
      identificationCode: DEMO_COMPANY.identificationCode,
      userId: user.id,
      personalNumber,
      permissions,
    });
  }
  return DEMO_COMPANY_USERS.map((user) => user.email);
}
