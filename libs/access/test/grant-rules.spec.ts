import { grantProblem } from '../src/domain/role-rules';

describe('granting permissions and roles', () => {
  const jefe = { isAdmin: false, permissions: new Set(['customers.customers.read', 'x.y.read']) };

  it('lets an administrator grant anything, administrators included', () => {
    const admin = { isAdmin: true, permissions: new Set<string>() };
    expect(grantProblem(admin, { permissions: ['system.settings.admin'] })).toBeNull();
    expect(grantProblem(admin, { permissions: [], makesAdministrator: true })).toBeNull();
  });

  it('lets anyone else grant only what they hold, naming what they lack', () => {
    expect(
      grantProblem(jefe, { permissions: ['x.y.read', 'customers.customers.read'] }),
    ).toBeNull();
    expect(
      grantProblem(jefe, {
        permissions: ['x.y.read', 'system.settings.admin', 'administration.pages.admin'],
      }),
    ).toBe(
      'No puedes conceder permisos que no tienes: administration.pages.admin, system.settings.admin.',
    );
  });

  it('keeps the administrator role for administrators to give', () => {
    expect(grantProblem(jefe, { permissions: [], makesAdministrator: true })).toBe(
      'Solo un administrador puede nombrar administradores.',
    );
  });
});
