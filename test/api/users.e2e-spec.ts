import { type RoleInfo, type UserSummary } from '../../libs/contracts/src';
import { createTestUser, loginAs } from './support/identity-factory';
import { type TestApi, startTestApi } from './support/test-api';

const MISSING = '00000000-0000-4000-8000-000000000000';

describe('User administration (/api/users)', () => {
  let api: TestApi;
  let admin: string;
  let adminId: string;
  let reception: string;
  const as = (token: string) => ({ Authorization: `Bearer ${token}` });

  beforeAll(async () => {
    api = await startTestApi();
    const adminUser = await createTestUser(api.app, { roles: ['administrador'] });
    adminId = adminUser.id;
    admin = (await loginAs(api.app, adminUser)).token;
    reception = (await loginAs(api.app, await createTestUser(api.app, { roles: ['recepcion'] })))
      .token;
  });
  afterAll(() => api.close());

  it('creates a user with roles and a temporary password that must be changed at first login', async () => {
    const roles = (await api.http().get('/api/permissions-dynamic/roles').set(as(admin))).body
      .data as RoleInfo[];
    const mechanicRole = roles.find((r) => r.name === 'mecanico') as RoleInfo;
    const email = `nuevo.mecanico.${Date.now()}@taller.test`;
    const res = await api
      .http()
      .post('/api/users')
      .set(as(admin))
      .send({ email, first_name: 'Íñigo', last_name: 'Aranda', role_ids: [mechanicRole.id] })
      .expect(201);
    const { user, temporary_password } = res.body.data as {
      user: UserSummary;
      temporary_password: string;
    };
    expect(temporary_password).toMatch(/^[A-Za-z2-9]{4}-[A-Za-z2-9]{4}-[A-Za-z2-9]{4}$/);
    expect(user).toMatchObject({
      email,
      full_name: 'Íñigo Aranda',
      active: true,
      must_change_password: true,
      roles: [{ name: 'mecanico' }],
    });

    const login = await api
      .http()
      .post('/api/auth/login')
      .send({ email, password: temporary_password })
      .expect(200);
    expect(login.body.data.user.must_change_password).toBe(true);

    await api
      .http()
      .post('/api/users')
      .set(as(admin))
      .send({ email: email.toUpperCase(), first_name: 'Otro', last_name: '' })
      .expect(409);
    const invalid = await api
      .http()
      .post('/api/users')
      .set(as(admin))
      .send({ email: 'no', first_name: '' })
      .expect(400);
    expect(invalid.body.details.map((d: { field: string }) => d.field)).toEqual(
      expect.arrayContaining(['email', 'first_name', 'last_name']),
    );
  });

  it('lists and searches users, accent-insensitively, with pagination', async () => {
    const res = await api.http().get('/api/users?search=inigo&limit=5').set(as(admin)).expect(200);
    expect(res.body.data.pagination).toMatchObject({ page: 1, limit: 5 });
    expect((res.body.data.data as UserSummary[]).some((u) => u.first_name === 'Íñigo')).toBe(true);
    await api.http().get('/api/users?limit=500').set(as(admin)).expect(400);
    await api.http().get('/api/users').set(as(reception)).expect(403);
    await api.http().get('/api/users').expect(401);
  });

  it('edits, deactivates (ending sessions at once), reactivates and resets the password', async () => {
    const target = await createTestUser(api.app, { roles: ['recambios'] });
    const session = await loginAs(api.app, target);
    // Used once, so the session check answers from memory when the deactivation comes.
    await api.http().get('/api/auth/me').set(as(session.token)).expect(200);

    const edited = await api
      .http()
      .patch(`/api/users/${target.id}`)
      .set(as(admin))
      .send({ first_name: 'Ramón' })
      .expect(200);
    expect(edited.body.data.full_name).toBe('Ramón Pruebas');
    await api
      .http()
      .patch(`/api/users/${MISSING}`)
      .set(as(admin))
      .send({ first_name: 'Nadie' })
      .expect(404);

    const off = await api
      .http()
      .post(`/api/users/${target.id}/deactivate`)
      .set(as(admin))
      .expect(200);
    expect(off.body.data.active).toBe(false);
    await api.http().get('/api/auth/me').set(as(session.token)).expect(401);
    await api.http().post('/api/auth/refresh').set('Cookie', session.cookie).expect(401);

    await api.http().post(`/api/users/${target.id}/activate`).set(as(admin)).expect(200);
    const again = await loginAs(api.app, target);
    await api.http().get('/api/auth/me').set(as(again.token)).expect(200);
    const reset = await api
      .http()
      .post(`/api/users/${target.id}/reset-password`)
      .set(as(admin))
      .expect(200);
    await api.http().get('/api/auth/me').set(as(again.token)).expect(401);
    await loginAs(api.app, { email: target.email, password: reset.body.data.temporary_password });

    const self = await api
      .http()
      .post(`/api/users/${adminId}/deactivate`)
      .set(as(admin))
      .expect(409);
    expect(self.body.message).toContain('tu propia cuenta');
    await api.http().post(`/api/users/${MISSING}/reset-password`).set(as(admin)).expect(404);
    await api.http().get(`/api/users/${target.id}`).set(as(reception)).expect(403);
  });

  it('answers a temporary password only who they are and the change, until it is changed', async () => {
    const target = await createTestUser(api.app, { roles: ['recepcion'] });
    const reset = await api
      .http()
      .post(`/api/users/${target.id}/reset-password`)
      .set(as(admin))
      .expect(200);
    const temporary = reset.body.data.temporary_password as string;
    const { token } = await loginAs(api.app, { email: target.email, password: temporary });

    const refused = await api.http().get('/api/customers').set(as(token)).expect(403);
    expect(refused.body).toMatchObject({
      success: false,
      error: 'FORBIDDEN',
      message: 'Debes cambiar tu contraseña temporal antes de continuar.',
      details: { reason: 'password_change_required' },
    });
    await api.http().get('/api/permissions-dynamic/user/permissions').set(as(token)).expect(403);
    const me = await api.http().get('/api/auth/me').set(as(token)).expect(200);
    expect(me.body.data.must_change_password).toBe(true);

    const changed = await api
      .http()
      .post('/api/auth/change-password')
      .set(as(token))
      .send({ current_password: temporary, new_password: 'Recepcion-Nueva-2026' })
      .expect(200);
    const fresh = changed.body.data.accessToken as string;
    expect(changed.body.data.user.must_change_password).toBe(false);
    await api.http().get('/api/customers').set(as(fresh)).expect(200);
    // The logout answers too (it is public), and ends the session.
    await api.http().post('/api/auth/logout').set(as(fresh)).expect(200);
    await api.http().get('/api/auth/me').set(as(fresh)).expect(401);
  });
});
