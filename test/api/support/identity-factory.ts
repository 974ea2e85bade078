import { randomBytes } from 'node:crypto';
import { MikroORM } from '@mikro-orm/core';
import { type INestApplication } from '@nestjs/common';
import request from 'supertest';
import { PasswordHasher } from '../../../libs/identity/src/password-hasher';

export const TEST_PASSWORD = 'Taller-De-Pruebas-2026';

export interface TestUser {
  id: string;
  email: string;
  password: string;
  employeeId: string | null;
}

let cachedHash: Promise<string> | null = null;

/** A user (optionally an employee) with the given roles, written straight to the run's database. */
export async function createTestUser(
  app: INestApplication,
  options: { roles?: string[]; employee?: boolean; active?: boolean; firstName?: string } = {},
): Promise<TestUser> {
  const orm = app.get(MikroORM);
  const sql = <T>(query: string, params: unknown[]) =>
    orm.em.getConnection().execute(query, params) as Promise<T>;
  cachedHash ??= new PasswordHasher().hash(TEST_PASSWORD);
  const suffix = randomBytes(5).toString('hex');
  const email = `usuario.${suffix}@taller.test`;
  const [user] = await sql<{ id: string }[]>(
    `insert into app_user (email, password_hash, first_name, last_name, active) values (?, ?, ?, 'Pruebas', ?) returning id`,
    [email, await cachedHash, options.firstName ?? 'Usuario', options.active ?? true],
  );
  for (const role of options.roles ?? []) {
    await sql('insert into user_role (user_id, role_id) select ?, id from role where name = ?', [
      user.id,
      role,
    ]);
  }
  let employeeId: string | null = null;
  if (options.employee) {
    const [employee] = await sql<{ id: string }[]>(
      `insert into employee (code, first_name, last_name, trade, user_id) values (?, 'Usuario', 'Pruebas', 'mechanic', ?) returning id`,
      [`T${suffix}`, user.id],
    );
    employeeId = employee.id;
  }
  return { id: user.id, email, password: TEST_PASSWORD, employeeId };
}

export async function loginAs(
  app: INestApplication,
  user: Pick<TestUser, 'email' | 'password'>,
): Promise<{ token: string; cookie: string }> {
  const res = await request(app.getHttpServer())
    .post('/api/auth/login')
    .send({ email: user.email, password: user.password });
  if (res.status !== 200)
    throw new Error(`login failed for ${user.email}: ${res.status} ${JSON.stringify(res.body)}`);
  const cookie = ([] as string[])
    .concat(res.headers['set-cookie'] ?? [])
    .find((c) => c.startsWith('px_refresh='));
  return { token: res.body.data.accessToken as string, cookie: (cookie ?? '').split(';')[0] };
}
