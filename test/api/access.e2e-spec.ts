import { MikroORM } from '@mikro-orm/core';
import { type EntityManager } from '@mikro-orm/postgresql';
import { syncAccessCatalogue } from '../../libs/access/src';
import { MANIFESTS } from '../../libs/composition/src';
import {
  type NavigationMenuCategory,
  type NavigationPage,
  type PermissionInfo,
  type RoleInfo,
} from '../../libs/contracts/src';
import { accessCatalogueOf, runSql } from '../../libs/platform/src';
import { createTestUser, loginAs } from './support/identity-factory';
import { type TestApi, startTestApi } from './support/test-api';

const MISSING = '00000000-0000-4000-8000-000000000000';

describe('Access control (/api/permissions-dynamic, /api/navigation, /api/page-categories)', () => {
  let api: TestApi;
  let admin: string;
  let mechanic: string;
  let noRole: string;
  const as = (token: string) => ({ Authorization: `Bearer ${token}` });

  beforeAll(async () => {
    api = await startTestApi();
    admin = (await loginAs(api.app, await createTestUser(api.app, { roles: ['administrador'] })))
      .token;
    mechanic = (await loginAs(api.app, await createTestUser(api.app, { roles: ['mecanico'] })))
      .token;
    noRole = (await loginAs(api.app, await createTestUser(api.app))).token;
  });
  afterAll(() => api.close());

  describe('the caller’s own access', () => {
    it('GET user/permissions returns roles and effective permissions in data.data', async () => {
      const res = await api
        .http()
        .get('/api/permissions-dynamic/user/permissions')
        .set(as(mechanic))
        .expect(200);
      const payload = res.body.data.data;
      expect(payload.roles).toEqual([expect.objectContaining({ name: 'mecanico' })]);
      expect(payload.effectivePermissions).toEqual(
        expect.arrayContaining(['work_orders.orders.read', 'timeclock.entries.clock']),
      );
      expect(payload.effectivePermissions).not.toContain('billing.invoices.read');
      expect(payload.permissions[0]).toEqual(
        expect.objectContaining({
          name: expect.any(String),
          module: expect.any(String),
          is_active: true,
        }),
      );
      expect(payload.isAdmin).toBe(false);
      await api.http().get('/api/permissions-dynamic/user/permissions').expect(401);
    });

    it('an administrator holds every permission', async () => {
      const res = await api
        .http()
        .get('/api/permissions-dynamic/user/permissions')
        .set(as(admin))
        .expect(200);
      const all = await api
        .http()
        .get('/api/permissions-dynamic/permissions')
        .set(as(admin))
        .expect(200);
      expect(res.body.data.data.isAdmin).toBe(true);
      expect(res.body.data.data.effectivePermissions).toHaveLength(
        (all.body.data as PermissionInfo[]).length,
      );
    });

    it('GET user/sidebar lists the pages the user may open, never /admin', async () => {
      const mine = (
        await api.http().get('/api/permissions-dynamic/user/sidebar').set(as(mechanic)).expect(200)
      ).body.data as NavigationPage[];
      const paths = mine.map((page) => page.path);
      expect(paths).toEqual(
        expect.arrayContaining(['/dashboard', '/orders', '/fichaje', '/productivity/dashboard']),
      );
      expect(paths).not.toContain('/facturas');
      const admins = (
        await api.http().get('/api/permissions-dynamic/user/sidebar').set(as(admin)).expect(200)
      ).body.data as NavigationPage[];
      expect(admins.some((page) => page.path.startsWith('/admin'))).toBe(false);
      const none = (
        await api.http().get('/api/permissions-dynamic/user/sidebar').set(as(noRole)).expect(200)
      ).body.data as NavigationPage[];
      expect(none.every((page) => page.required_permission === null)).toBe(true);
    });

    it('GET navigation/menu: sorted categories with at least one item, admin area only for admins', async () => {
      const menu = (await api.http().get('/api/navigation/menu').set(as(mechanic)).expect(200)).body
        .data as NavigationMenuCategory[];
      expect(menu.length).toBeGreaterThan(0);
      expect(menu.every((category) => category.items.length > 0)).toBe(true);
      expect(menu[0]).toMatchObject({
        display_name: 'Principal',
        items: expect.arrayContaining([{ name: 'Panel', href: '/dashboard', icon: 'dashboard' }]),
      });
      expect(menu.some((category) => category.display_name === 'Administración')).toBe(false);
      const adminMenu = (await api.http().get('/api/navigation/menu').set(as(admin)).expect(200))
        .body.data as NavigationMenuCategory[];
      expect(
        adminMenu
          .find((category) => category.display_name === 'Administración')
          ?.items.map((i) => i.href),
      ).toContain('/admin/permissions');
    });

    it('GET permissions/user/page/{path} follows SPEC §5', async () => {
      const can = async (token: string, path: string) =>
        (
          await api
            .http()
            .get(`/api/permissions/user/page/${encodeURIComponent(path)}`)
            .set(as(token))
            .expect(200)
        ).body.data.canAccess;
      expect(await can(mechanic, '/orders/123/edit')).toBe(true);
      expect(await can(mechanic, '/facturas')).toBe(false);
      expect(await can(mechanic, '/admin/users-permissions')).toBe(false);
      expect(await can(admin, '/admin/users-permissions')).toBe(true);
      expect(await can(noRole, '/productivity/incentives')).toBe(true);
      expect(await can(noRole, '/orders')).toBe(false);
    });

    it('GET user/check answers module access', async () => {
      const check = async (query: string) =>
        (
          await api
            .http()
            .get(`/api/permissions-dynamic/user/check?${query}`)
            .set(as(mechanic))
            .expect(200)
        ).body.data.hasPermission;
      expect(await check('module=work_orders')).toBe(true);
      expect(await check('module=work_orders&action=delete')).toBe(false);
      expect(await check('module=billing')).toBe(false);
      const bad = await api
        .http()
        .get('/api/permissions-dynamic/user/check?module=Bad Name!')
        .set(as(mechanic))
        .expect(400);
      expect(bad.body.details[0].field).toBe('module');
    });
  });

  describe('roles and their permissions', () => {
    it('lists roles by priority for administrators, 403 for others', async () => {
      const roles = (
        await api.http().get('/api/permissions-dynamic/roles').set(as(admin)).expect(200)
      ).body.data as RoleInfo[];
      expect(roles.map((r) => r.name).slice(0, 3)).toEqual([
        'administrador',
        'jefe_taller',
        'administracion',
      ]);
      expect(roles.every((role, i) => i === 0 || roles[i - 1].priority >= role.priority)).toBe(
        true,
      );
      const res = await api
        .http()
        .get('/api/permissions-dynamic/roles')
        .set(as(mechanic))
        .expect(403);
      expect(res.body).toMatchObject({
        error: 'FORBIDDEN',
        message: 'No tienes permisos para realizar esta acción.',
      });
      await api.http().get('/api/permissions-dynamic/modules').set(as(mechanic)).expect(403);
    });

    it('GET modules answers data.data', async () => {
      const res = await api
        .http()
        .get('/api/permissions-dynamic/modules')
        .set(as(admin))
        .expect(200);
      expect(res.body.data.data.map((m: { name: string }) => m.name)).toContain('work_orders');
      expect(res.body.data.pagination.total).toBe(res.body.data.data.length);
    });

    it('GET roles/{role}/permissions by id or name; 404 for an unknown role', async () => {
      const byName = await api
        .http()
        .get('/api/permissions-dynamic/roles/mecanico/permissions')
        .set(as(admin))
        .expect(200);
      expect((byName.body.data as PermissionInfo[]).map((p) => p.name)).toContain(
        'work_orders.items.update',
      );
      await api
        .http()
        .get('/api/permissions-dynamic/roles/no-existe/permissions')
        .set(as(admin))
        .expect(404);
    });

    it('creates, edits and deletes a role, with 400/404/409 where due', async () => {
      const created = await api
        .http()
        .post('/api/permissions-dynamic/roles')
        .set(as(admin))
        .send({ name: `chapista_${Date.now()}`, display_name: 'Chapista', priority: 35 })
        .expect(201);
      const role = created.body.data as RoleInfo;
      expect(role).toMatchObject({
        display_name: 'Chapista',
        is_system: false,
        user_count: 0,
        permission_count: 0,
      });
      await api
        .http()
        .post('/api/permissions-dynamic/roles')
        .set(as(admin))
        .send({ name: role.name, display_name: 'Otra' })
        .expect(409);
      const invalid = await api
        .http()
        .post('/api/permissions-dynamic/roles')
        .set(as(admin))
        .send({ name: 'Con Espacios', display_name: '' })
        .expect(400);
      expect(invalid.body.details.map((d: { field: string }) => d.field)).toEqual(
        expect.arrayContaining(['name', 'display_name']),
      );
      const updated = await api
        .http()
        .put(`/api/permissions-dynamic/roles/${role.id}`)
        .set(as(admin))
        .send({ display_name: 'Chapa y pintura' })
        .expect(200);
      expect(updated.body.data.display_name).toBe('Chapa y pintura');
      await api
        .http()
        .put(`/api/permissions-dynamic/roles/${MISSING}`)
        .set(as(admin))
        .send({ display_name: 'X y' })
        .expect(404);
      await api
        .http()
        .put('/api/permissions-dynamic/roles/no-es-uuid')
        .set(as(admin))
        .send({ display_name: 'X y' })
        .expect(400);
      await api
        .http()
        .delete(`/api/permissions-dynamic/roles/${role.id}`)
        .set(as(admin))
        .expect(200);
      await api
        .http()
        .delete(`/api/permissions-dynamic/roles/${role.id}`)
        .set(as(admin))
        .expect(404);
      const system = (
        await api.http().get('/api/permissions-dynamic/roles').set(as(admin))
      ).body.data.find((r: RoleInfo) => r.name === 'mecanico');
      const refused = await api
        .http()
        .delete(`/api/permissions-dynamic/roles/${system.id}`)
        .set(as(admin))
        .expect(409);
      expect(refused.body.message).toContain('sistema');
      await api
        .http()
        .post('/api/permissions-dynamic/roles')
        .set(as(mechanic))
        .send({ name: 'x_y', display_name: 'X y' })
        .expect(403);
    });

    it('a change to a role’s permissions reaches its users without a new login', async () => {
      const role = (
        await api
          .http()
          .post('/api/permissions-dynamic/roles')
          .set(as(admin))
          .send({ name: `becario_${Date.now()}`, display_name: 'Becario' })
      ).body.data as RoleInfo;
      const intern = await createTestUser(api.app);
      const { token } = await loginAs(api.app, intern);
      await api
        .http()
        .put(`/api/permissions-dynamic/users/${intern.id}/roles`)
        .set(as(admin))
        .send({ role_ids: [role.id] })
        .expect(200);
      const before = (
        await api.http().get('/api/permissions-dynamic/user/permissions').set(as(token))
      ).body.data.data;
      expect(before.effectivePermissions).toEqual([]);
      await api
        .http()
        .get('/api/permissions/user/page/%2Fcustomers')
        .set(as(token))
        .expect(200, { success: true, data: { canAccess: false } });

      const permissions = (
        await api.http().get('/api/permissions-dynamic/permissions').set(as(admin))
      ).body.data as PermissionInfo[];
      const read = permissions.find((p) => p.name === 'customers.customers.read') as PermissionInfo;
      const set = await api
        .http()
        .put(`/api/permissions-dynamic/roles/${role.id}/permissions`)
        .set(as(admin))
        .send({ permission_ids: [read.id] })
        .expect(200);
      expect(set.body.data.map((p: PermissionInfo) => p.name)).toEqual([
        'customers.customers.read',
      ]);

      const after = (
        await api.http().get('/api/permissions-dynamic/user/permissions').set(as(token))
      ).body.data.data;
      expect(after.effectivePermissions).toEqual(['customers.customers.read']);
      await api
        .http()
        .get('/api/permissions/user/page/%2Fcustomers')
        .set(as(token))
        .expect(200, { success: true, data: { canAccess: true } });

      const bad = await api
        .http()
        .put(`/api/permissions-dynamic/roles/${role.id}/permissions`)
        .set(as(admin))
        .send({ permission_ids: [MISSING] })
        .expect(400);
      expect(bad.body.details[0].field).toBe('permission_ids');
    });
  });

  describe('user roles', () => {
    it('assigns, removes and replaces roles; 404 for an unknown user or role link', async () => {
      const user = await createTestUser(api.app);
      const roles = (await api.http().get('/api/permissions-dynamic/roles').set(as(admin))).body
        .data as RoleInfo[];
      const reception = roles.find((r) => r.name === 'recepcion') as RoleInfo;
      const parts = roles.find((r) => r.name === 'recambios') as RoleInfo;
      const assigned = await api
        .http()
        .post(`/api/permissions-dynamic/users/${user.id}/roles`)
        .set(as(admin))
        .send({ role_id: reception.id })
        .expect(200);
      expect(assigned.body.data.map((r: { name: string }) => r.name)).toEqual(['recepcion']);
      const replaced = await api
        .http()
        .put(`/api/permissions-dynamic/users/${user.id}/roles`)
        .set(as(admin))
        .send({ role_ids: [reception.id, parts.id] })
        .expect(200);
      expect(replaced.body.data.map((r: { name: string }) => r.name)).toEqual([
        'recepcion',
        'recambios',
      ]);
      const removed = await api
        .http()
        .delete(`/api/permissions-dynamic/users/${user.id}/roles/${parts.id}`)
        .set(as(admin))
        .expect(200);
      expect(removed.body.data.map((r: { name: string }) => r.name)).toEqual(['recepcion']);
      await api
        .http()
        .delete(`/api/permissions-dynamic/users/${user.id}/roles/${parts.id}`)
        .set(as(admin))
        .expect(404);
      await api
        .http()
        .post(`/api/permissions-dynamic/users/${MISSING}/roles`)
        .set(as(admin))
        .send({ role_id: reception.id })
        .expect(404);
      await api
        .http()
        .post(`/api/permissions-dynamic/users/${user.id}/roles`)
        .set(as(admin))
        .send({ role_id: 'x' })
        .expect(400);
      await api
        .http()
        .post(`/api/permissions-dynamic/users/${user.id}/roles`)
        .set(as(mechanic))
        .send({ role_id: reception.id })
        .expect(403);
      const audit = await api.app
        .get(MikroORM)
        .em.getConnection()
        .execute(
          `select count(*)::int as n from domain_event where type = 'UserRolesChanged' and aggregate_id = ?`,
          [user.id],
        );
      expect(audit[0].n).toBe(3);
    });
  });

  describe('pages and page categories', () => {
    it('category CRUD and reorder, with 404 and 409', async () => {
      const created = await api
        .http()
        .post('/api/page-categories')
        .set(as(admin))
        .send({ name: `pruebas_${Date.now()}`, display_name: 'Pruebas', icon: 'experiment' })
        .expect(201);
      const id = created.body.data.id as string;
      await api.http().get(`/api/page-categories/${id}`).set(as(admin)).expect(200);
      await api.http().get(`/api/page-categories/${MISSING}`).set(as(admin)).expect(404);
      await api
        .http()
        .put(`/api/page-categories/${id}`)
        .set(as(admin))
        .send({ display_name: 'Pruebas 2' })
        .expect(200);
      const reordered = await api
        .http()
        .post('/api/page-categories/reorder')
        .set(as(admin))
        .send({ categories: [{ id, sort_order: 1 }] })
        .expect(200);
      expect(reordered.body.data[0].id).toBe(id);
      await api
        .http()
        .post('/api/page-categories/reorder')
        .set(as(admin))
        .send({ categories: [{ id: MISSING, sort_order: 1 }] })
        .expect(404);
      await api
        .http()
        .post('/api/page-categories/reorder')
        .set(as(admin))
        .send({ categories: [{ id, sort_order: -1 }] })
        .expect(400);

      const page = await api
        .http()
        .post('/api/permissions-dynamic/pages')
        .set(as(admin))
        .send({
          path: `/pruebas-${Date.now()}`,
          display_name: 'Página de pruebas',
          category_id: id,
          required_permission: 'customers.customers.read',
        })
        .expect(201);
      await api.http().delete(`/api/page-categories/${id}`).set(as(admin)).expect(409);
      await api
        .http()
        .delete(`/api/permissions-dynamic/pages/${page.body.data.id}`)
        .set(as(admin))
        .expect(200);
      await api.http().delete(`/api/page-categories/${id}`).set(as(admin)).expect(200);
      await api.http().get('/api/page-categories').set(as(mechanic)).expect(403);
      await api.http().get('/api/page-categories').expect(401);
    });

    it('page CRUD and reorder', async () => {
      const pages = (
        await api.http().get('/api/permissions-dynamic/pages').set(as(admin)).expect(200)
      ).body.data as NavigationPage[];
      expect(pages.map((p) => p.path)).toEqual(
        expect.arrayContaining(['/orders', '/admin/pages', '/customers']),
      );
      const orders = pages.find((p) => p.path === '/orders') as NavigationPage;
      const moved = await api
        .http()
        .post('/api/permissions-dynamic/pages/reorder')
        .set(as(admin))
        .send({ pages: [{ id: orders.id, sort_order: 5 }] })
        .expect(200);
      expect(
        (moved.body.data as NavigationPage[]).find((p) => p.id === orders.id)?.sort_order,
      ).toBe(5);
      const dup = await api
        .http()
        .post('/api/permissions-dynamic/pages')
        .set(as(admin))
        .send({ path: '/orders', display_name: 'Otra' })
        .expect(409);
      expect(dup.body.message).toContain('/orders');
      await api
        .http()
        .post('/api/permissions-dynamic/pages')
        .set(as(admin))
        .send({ path: 'sin-barra', display_name: 'X' })
        .expect(400);
      await api
        .http()
        .put(`/api/permissions-dynamic/pages/${MISSING}`)
        .set(as(admin))
        .send({ display_name: 'Nada' })
        .expect(404);
      await api.http().get('/api/permissions-dynamic/pages').set(as(mechanic)).expect(403);
    });
  });

  describe('catalogue sync (npm run migrate)', () => {
    it('gives a permission new to the installation to the system roles whose defaults hold it, once', async () => {
      const em = api.app.get(MikroORM).em.fork() as EntityManager;
      const holders = async (tx: EntityManager) =>
        (
          await runSql<{ name: string }>(
            tx,
            `select r.name from role r join role_permission rp on rp.role_id = r.id
               join permission p on p.id = rp.permission_id
              where p.name = 'work_orders.items.price' order by r.name`,
            [],
          )
        ).map((row) => row.name);
      const rolledBack = new Error('rolled back');
      // In a transaction that is rolled back: the other suites keep the seeded catalogue.
      await expect(
        em.transactional(async (tx) => {
          // An installation from before the permission existed: prices were part of items.update.
          await runSql(tx, `delete from permission where name = 'work_orders.items.price'`, []);
          const first = await syncAccessCatalogue(tx, accessCatalogueOf(MANIFESTS));
          expect(first.permissions).toBe(1);
          expect(await holders(tx)).toEqual(['administrador', 'jefe_taller', 'recepcion']);
          // The administrator takes it from reception; the next migrate leaves that alone.
          await runSql(
            tx,
            `delete from role_permission where role_id = (select id from role where name = 'recepcion')
               and permission_id = (select id from permission where name = 'work_orders.items.price')`,
            [],
          );
          const again = await syncAccessCatalogue(tx, accessCatalogueOf(MANIFESTS));
          expect(again.permissions).toBe(0);
          expect(await holders(tx)).toEqual(['administrador', 'jefe_taller']);
          throw rolledBack;
        }),
      ).rejects.toBe(rolledBack);
    });
  });
});
