import path from 'node:path';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { can, fleetPasswordChangeBody, fleetUserCreateBody, refusalOf } from './fleet-rules';

describe('@fuel/sdk/fleet-rules', () => {
  it('leaves zod to the app and carries no client', async () => {
    const result = await build({
      entryPoints: [path.resolve(import.meta.dirname, 'fleet-rules.ts')],
      bundle: true,
      minify: true,
      format: 'esm',
      platform: 'browser',
      external: ['zod'],
      write: false,
    });
    const code = result.outputFiles[0]!.text;
    expect(code).toMatch(/from"zod"/);
    for (const other of ['fetch(', 'X-Session-Id', 'drizzle', 'fastify']) expect(code).not.toContain(other);
    // The users, settings, vehicles, groups, order, card, webhook and API-client forms' schemas, the order
    // transition table and the order pricing rule (31 kB when the integrations came).
    expect(code.length).toBeLessThan(33_000);
  });

  it('validates a form as the server does, with message keys', () => {
    const result = fleetUserCreateBody.safeParse({
      firstName: ' Giorgi ',
      lastName: '',
      personalNumber: '0100101',
      phone: '555 12-34-56',
      email: 'Giorgi@Demo.GE',
      permissions: { vehicles: 'EDIT' },
    });
    expect(result.success).toBe(false);
    const issues = result.error!.issues.map((issue) => `${issue.path.join('.')}:${issue.message}`);
    expect(issues).toEqual(['lastName:required', 'personalNumber:personalNumber']);
    const good = fleetUserCreateBody.parse({
      firstName: 'Giorgi',
      lastName: 'Maisuradze',
      personalNumber: '01001012345',
      phone: '995 555 12 34 56',
      email: 'Giorgi@Demo.GE',
      permissions: { vehicles: 'EDIT' },
    });
    expect(good).toMatchObject({ phone: '+995555123456', email: 'giorgi@demo.ge', role: 'ADMIN' });
  });

  it('names the password change rules', () => {
    const messages = (values: object) =>
      fleetPasswordChangeBody.safeParse(values).error?.issues.map((issue) => issue.message) ?? [];
    expect(
      messages({ currentPassword: 'Old-pass-1', newPassword: 'short', confirmPassword: 'short' }),
    ).toEqual(['password', 'password', 'password', 'password']);
    expect(
      messages({ currentPassword: 'Old-pass-1', newPassword: 'New-pass-2', confirmPassword: 'New-pass-3' }),
    ).toEqual(['passwordMismatch']);
    expect(
      messages({ currentPassword: 'Old-pass-1', newPassword: 'Old-pass-1', confirmPassword: 'Old-pass-1' }),
    ).toEqual(['passwordReuse']);
  });

  it('shares the permission table', () => {
    const dispatcher = { role: 'ADMIN', permissions: { vehicles: 'EDIT', home: 'VIEW' } } as const;
    expect(can(dispatcher, 'vehicles.write')).toBe(true);
    expect(can(dispatcher, 'home.read')).toBe(true);
    expect(refusalOf(dispatcher, 'users.read')).toBe('NOT_AUTHORIZED');
    expect(refusalOf(dispatcher, 'users.manageAdmins')).toBe('MAIN_ADMIN_ONLY');
  });
});
