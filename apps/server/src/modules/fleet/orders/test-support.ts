import { randomInt } from 'node:crypto';
import { seedPortalItems } from '../../../seed/commerce';
import { createServices } from '../../../services';
import type { ProjectFixture } from '../../../test/fixtures';
import { http } from '../../../test/http';
import type { TestServer } from '../../../test/server';
import { pdf } from '../../files/samples';
import type { PagePermissions } from '../permissions';
import { companyUsers, type NotificationChannels } from '../tables';
import { GOOD_PASSWORD, uniqueEmail, uniquePhone } from '../test-support';

// Helpers of the orders' and cards' tests: a project with the portal's priced items, companies with an
// owner and members of chosen permissions (signed in), payment documents uploaded as a user would.

export type Headers = Record<string, string>;
export type OrderWorld = Awaited<ReturnType<typeof orderWorld>>;

/** Services over the test server's database: what a second server instance (or the seed) would run. */
export async function orderWorld(server: TestServer, fixture: ProjectFixture) {
  const api = http(server.url);
  const services = createServices(server.database, server.config);
  const projectId = fixture.project.id;
  await seedPortalItems(services.commerce, projectId);

  async function signIn(email: string): Promise<Headers> {
    const login = await api.post(
      '/api/v2/auth/login',
      { email, password: GOOD_PASSWORD },
      fixture.headers.public,
    );
    if (login.status !== 200) throw new Error(`login failed: ${JSON.stringify(login.body)}`);
    return { 'x-session-id': login.body.sessionId, 'x-project-key': fixture.project.apiKey };
  }

  async function newUser() {
    const email = uniqueEmail('orders');
    const phone = uniquePhone();
    const user = await services.auth.createUser({ projectId, email, password: GOOD_PASSWORD, phone });
    return { id: user.id, email, phone };
  }

  /** A company of the registry (`code`), its SUPER_ADMIN signed in, and a way to add members. */
  async function company(code: string) {
    const owner = await newUser();
    const { company } = await services.fleet.addCompany({
      projectId,
      ownerUserId: owner.id,
      contragentType: code.length === 11 ? 'PHYSICALPERSON' : 'ORGANIZATION',
      identificationCode: code,
      email: owner.email,
      phone: uniquePhone(),
    });
    return {
      id: company.id,
      owner: { userId: owner.id, headers: await signIn(owner.email) },
      /** An ADMIN with these page permissions, signed in. */
      async member(permissions: PagePermissions, notificationChannels?: NotificationChannels) {
        const user = await newUser();
        await server.database.db.insert(companyUsers).values({
          companyId: company.id,
          userId: user.id,
          role: 'ADMIN',
          permissions,
          notificationChannels,
        });
        return { userId: user.id, email: user.email, phone: user.phone, headers: await signIn(user.email) };
      },
    };
  }

  /** Uploads a PDF through the platform's file upload, as the user whose headers these are. */
  async function upload(headers: Headers, name = `payment-${randomInt(1e6)}.pdf`): Promise<string> {
    const body = new FormData();
    body.append('file', new Blob([pdf()]), name);
    const uploaded = await api.post('/api/v2/file/upload', body, headers);
    if (uploaded.status !== 201) throw new Error(`upload failed: ${JSON.stringify(uploaded.body)}`);
    return uploaded.body.id;
  }

  const backOffice = (path = '') => `/api/v2/project/${projectId}/fleet/orders${path}`;

  return { api, services, projectId, company, upload, backOffice, admin: fixture.headers.admin };
}

export const fuelOrder = (quantity = 100, product = 'EURO_REGULAR') => ({
  kind: 'fuel',
  lines: [{ product, unit: 'liters', quantity }],
});

export const couponOrder = (quantity = 10, denomination = 20) => ({
  kind: 'coupons',
  lines: [{ product: 'G_FORCE_PREMIUM', denomination, quantity }],
});

export const wholesaleOrder = () => ({
  kind: 'wholesale',
  lines: [{ product: 'EURO_DIESEL', quantity: 5000 }],
  delivery: {
    transportationType: 'provider_tanker',
    vehicleNumber: 'AB-123-CD',
    trailerNumber: 'TR-4567',
    address: 'Tbilisi, Tsereteli Ave 116',
    deliveryDate: '2030-06-01',
    contactNumber: '+995555123456',
  },
});

export const cardOrderOf = (quantity = 2) => ({
  cardType: 'UNIVERSAL',
  quantity,
  limits: [{ period: 'daily', unit: 'liters', amount: 100 }],
  products: ['EURO_REGULAR', 'EURO_DIESEL'],
});
