import { type RoleInfo } from '../../libs/contracts/src';
import { createTestUser, loginAs, type TestUser } from './support/identity-factory';
import { ownDatabase } from './support/own-database';
import { type TestApi, startTestApi } from './support/test-api';

/**
 * Issue 17: nobody grants more than they hold, and the workshop always keeps an active
 * administrator. On a database of its own: "the last administrator" counts every user.
 */
describe('Granting and the last administrator', () => {
  let api: TestApi;
  let database: ReturnType<typeof ownDatabase>;
  let first: TestUser;
  let firstToken: string;
  let roles: RoleInfo[];
  const as = (token: string) => ({ Authorization: `Bearer ${token}` });
  const role = (name: string) => roles.find((candidate) => candidate.name === name) as RoleInfo;

  beforeAll(async () => {
    database = ownDatabase('administrators');
    api = await startTestApi({ env: { DATABASE_URL: database.url } });
    first = await createTestUser(api.app, { roles: ['administrador'] });
    firstToken = (await loginAs(api.app, first)).token;
    roles = (await api.http().get('/api/permissions-dynamic/roles').set(as(firstToken)).expect(200))
      .body.data as RoleInfo[];
  });
  afterAll(async () => {
    await api.close();
    await database.drop();
  });

  /** A user whose custom role manages users and roles (employees.user_roles.admin), not an admin. */
  async function userManager(): Promise<{ token: string; roleId: string }> {
    const permissions = (
      await api.http().get('/api/permissions-dynamic/permissions').set(as(firstToken)).expect(200)
    ).body.data as { id: string; name: string }[];
    const id = (name: string) => permissions.find((permission) => permission.name === name)?.id;
    const manager = (
      await api
        .http()
        .post('/api/permissions-dynamic/roles')
        .set(as(firstToken))
        .send({ name: `gestor_${Date.now()}`, display_name: 'Gestor de usuarios' })
        .expect(201)
    ).body.data as RoleInfo;
    await api
      .http()
      .put(`/api/permissions-dynamic/roles/${manager.id}/permissions`)
      .set(as(firstToken))
      .send({
        permission_ids: [
          id('administration.permissions.admin'),
          id('employees.user_roles.admin'),
          id('customers.customers.read'),
        ],
      })
      .expect(200);
    const user = await createTestUser(api.app);
    await api
      .http()
      .put(`/api/permissions-dynamic/users/${user.id}/roles`)
      .set(as(firstToken))
      .send({ role_ids: [manager.id] })
      .expect(200);
    return { token: (await loginAs(api.app, user)).token, roleId: manager.id };
  }

  it('keeps the last active administrator: no deactivation, no demotion (409)', async () => {
    const last = {
      error: 'CONFLICT',
      message: 'No se puede dejar el taller sin ningún administrador activo.',
    };
    const manager = await userManager();
    const deactivate = await api
      .http()
      .post(`/api/users/${first.id}/deactivate`)
      .set(as(manager.token))
      .expect(409);
    expect(deactivate.body).toMatchObject(last);
    const demote = await api
      .http()
      .put(`/api/permissions-dynamic/users/${first.id}/roles`)
      .set(as(firstToken))
      .send({ role_ids: [role('recepcion').id] })
      .expect(409);
    expect(demote.body).toMatchObject(last);
    await api
      .http()
      .delete(`/api/permissions-dynamic/users/${first.id}/roles/${role('administrador').id}`)
      .set(as(firstToken))
      .expect(409);

    // With a second active administrator, the first may step down...
    const second = await createTestUser(api.app, { roles: ['administrador'] });
    const secondToken = (await loginAs(api.app, second)).token;
    await api
      .http()
      .put(`/api/permissions-dynamic/users/${first.id}/roles`)
      .set(as(firstToken))
      .send({ role_ids: [role('recepcion').id] })
      .expect(200);
    // ... and then the second is the last one.
    const refused = await api
      .http()
      .post(`/api/users/${second.id}/deactivate`)
      .set(as(manager.token))
      .expect(409);
    expect(refused.body).toMatchObject(last);
    await api
      .http()
      .put(`/api/permissions-dynamic/users/${first.id}/roles`)
      .set(as(secondToken))
      .send({ role_ids: [role('administrador').id] })
      .expect(200);
    const deactivated = await api
      .http()
      .post(`/api/users/${second.id}/deactivate`)
      .set(as(manager.token))
      .expect(200);
    expect(deactivated.body.data.active).toBe(false);
    firstToken = (await loginAs(api.app, first)).token;
  });

  it('lets a non-administrator grant only what they hold', async () => {
    const permissions = (
      await api.http().get('/api/permissions-dynamic/permissions').set(as(firstToken)).expect(200)
    ).body.data as { id: string; name: string }[];
    const id = (name: string) => permissions.find((permission) => permission.name === name)?.id;
    const manager = await userManager();
    const target = await createTestUser(api.app);

    const crowned = await api
      .http()
      .put(`/api/permissions-dynamic/users/${target.id}/roles`)
      .set(as(manager.token))
      .send({ role_ids: [role('administrador').id] })
      .expect(403);
    expect(crowned.body.message).toBe('Solo un administrador puede nombrar administradores.');
    const beyond = await api
      .http()
      .put(`/api/permissions-dynamic/users/${target.id}/roles`)
      .set(as(manager.token))
      .send({ role_ids: [role('recepcion').id] })
      .expect(403);
    expect(beyond.body.message).toMatch(/^No puedes conceder permisos que no tienes: /);
    // Themselves either: no new permission for their own role.
    const own = await api
      .http()
      .put(`/api/permissions-dynamic/roles/${manager.roleId}/permissions`)
      .set(as(manager.token))
      .send({
        permission_ids: [
          id('administration.permissions.admin'),
          id('employees.user_roles.admin'),
          id('customers.customers.read'),
          id('system.settings.admin'),
        ],
      })
      .expect(403);
    expect(own.body.message).toBe(
      'No puedes conceder permisos que no tienes: system.settings.admin.',
    );
    // What they hold, they may hand on.
    await api
      .http()
      .put(`/api/permissions-dynamic/users/${target.id}/roles`)
      .set(as(manager.token))
      .send({ role_ids: [manager.roleId] })
      .expect(200);
  });
});
