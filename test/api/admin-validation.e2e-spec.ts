import { createTestUser, loginAs } from './support/identity-factory';
import { type TestApi, startTestApi } from './support/test-api';

const MISSING = '00000000-0000-4000-8000-000000000000';

/** 400 with field details and 404 for the administration endpoints not covered elsewhere. */
describe('Administration endpoints: bad input and missing records', () => {
  let api: TestApi;
  let admin: { Authorization: string };

  beforeAll(async () => {
    api = await startTestApi();
    admin = {
      Authorization: `Bearer ${(await loginAs(api.app, await createTestUser(api.app, { roles: ['administrador'] }))).token}`,
    };
  });
  afterAll(() => api.close());

  const fieldsOf = (body: { details: { field: string }[] }) => body.details.map((d) => d.field);

  it('users: 404 for an unknown id, 400 for a malformed id or bad fields', async () => {
    await api.http().get(`/api/users/${MISSING}`).set(admin).expect(404);
    const malformed = await api.http().get('/api/users/123').set(admin).expect(400);
    expect(fieldsOf(malformed.body)).toEqual(['id']);
    const bad = await api
      .http()
      .patch(`/api/users/${MISSING}`)
      .set(admin)
      .send({ email: 'no', admin: true })
      .expect(400);
    expect(fieldsOf(bad.body)).toEqual(expect.arrayContaining(['email', 'admin']));
    await api.http().post(`/api/users/${MISSING}/deactivate`).set(admin).expect(404);
    await api.http().post(`/api/users/${MISSING}/activate`).set(admin).expect(404);
  });

  it('page categories: 400 for bad fields, 404 for updates and deletes of unknown ones', async () => {
    const bad = await api
      .http()
      .post('/api/page-categories')
      .set(admin)
      .send({ name: 'Con Espacios', sort_order: -3 })
      .expect(400);
    expect(fieldsOf(bad.body)).toEqual(
      expect.arrayContaining(['name', 'display_name', 'sort_order']),
    );
    await api
      .http()
      .put(`/api/page-categories/${MISSING}`)
      .set(admin)
      .send({ display_name: 'Nada' })
      .expect(404);
    await api.http().delete(`/api/page-categories/${MISSING}`).set(admin).expect(404);
    const badUpdate = await api
      .http()
      .put(`/api/page-categories/${MISSING}`)
      .set(admin)
      .send({ icon: 'x'.repeat(61) })
      .expect(400);
    expect(fieldsOf(badUpdate.body)).toEqual(['icon']);
  });

  it('pages: 400 for a bad permission name or category id, 404 for unknown pages and categories', async () => {
    const bad = await api
      .http()
      .post('/api/permissions-dynamic/pages')
      .set(admin)
      .send({
        path: '/x-y',
        display_name: 'Prueba',
        required_permission: 'no es permiso',
        category_id: 'abc',
      })
      .expect(400);
    expect(fieldsOf(bad.body)).toEqual(
      expect.arrayContaining(['required_permission', 'category_id']),
    );
    await api
      .http()
      .post('/api/permissions-dynamic/pages')
      .set(admin)
      .send({ path: `/pagina-${Date.now()}`, display_name: 'Prueba', category_id: MISSING })
      .expect(404);
    await api.http().delete(`/api/permissions-dynamic/pages/${MISSING}`).set(admin).expect(404);
    await api
      .http()
      .post('/api/permissions-dynamic/pages/reorder')
      .set(admin)
      .send({ pages: [{ id: MISSING, sort_order: 1 }] })
      .expect(404);
  });

  it('roles: 400 for bad permission ids, 404 for an unknown role', async () => {
    const bad = await api
      .http()
      .put(`/api/permissions-dynamic/roles/${MISSING}/permissions`)
      .set(admin)
      .send({ permission_ids: ['x'] })
      .expect(400);
    expect(fieldsOf(bad.body)).toEqual(['permission_ids']);
    await api
      .http()
      .put(`/api/permissions-dynamic/roles/${MISSING}/permissions`)
      .set(admin)
      .send({ permission_ids: [] })
      .expect(404);
    await api
      .http()
      .put(`/api/permissions-dynamic/users/${MISSING}/roles`)
      .set(admin)
      .send({ role_ids: [] })
      .expect(404);
  });
});
