import { TEST_PASSWORD, type TestUser, createTestUser, loginAs } from './support/identity-factory';
import { type TestApi, startTestApi } from './support/test-api';

const cookieOf = (res: { headers: Record<string, unknown> }) =>
  ([] as string[])
    .concat((res.headers['set-cookie'] as unknown as string[] | undefined) ?? [])
    .find((c) => c.startsWith('px_refresh='));

describe('Authentication (/api/auth)', () => {
  let api: TestApi;
  let mechanic: TestUser;

  beforeAll(async () => {
    api = await startTestApi();
    mechanic = await createTestUser(api.app, {
      roles: ['mecanico'],
      employee: true,
      firstName: 'Carlos',
    });
  });
  afterAll(() => api.close());

  describe('POST /api/auth/login', () => {
    it('returns an access token and the user, and sets the refresh cookie', async () => {
      const res = await api
        .http()
        .post('/api/auth/login')
        .send({ email: mechanic.email.toUpperCase(), password: TEST_PASSWORD })
        .expect(200);
      expect(res.body.data).toMatchObject({
        accessToken: expect.any(String),
        expiresIn: 900,
        user: {
          id: mechanic.id,
          email: mechanic.email,
          full_name: 'Carlos Pruebas',
          role: { name: 'mecanico', display_name: 'Mecánico' },
          employee_id: mechanic.employeeId,
          is_admin: false,
          must_change_password: false,
        },
      });
      const cookie = cookieOf(res) ?? '';
      expect(cookie).toMatch(/^px_refresh=[0-9a-f-]{36}\.[A-Za-z0-9_-]+;/);
      expect(cookie).toContain('Path=/api/auth');
      expect(cookie).toContain('HttpOnly');
      expect(cookie).toContain('SameSite=Strict');
      expect(cookie).not.toContain('Secure'); // plain http here; https sets it
      // Neither the token nor the user may be kept by a browser or proxy cache.
      expect(res.headers['cache-control']).toBe('no-store');
    });

    it('over HTTPS sets a __Host- cookie, and only that one renews the session', async () => {
      const https = { 'X-Forwarded-Proto': 'https' }; // through the trusted (loopback) proxy
      const res = await api
        .http()
        .post('/api/auth/login')
        .set(https)
        .send({ email: mechanic.email, password: TEST_PASSWORD })
        .expect(200);
      const cookie = ([] as string[])
        .concat((res.headers['set-cookie'] as unknown as string[] | undefined) ?? [])
        .find((c) => c.startsWith('__Host-px_refresh='));
      expect(cookie).toMatch(
        /^__Host-px_refresh=[^;]+; Path=\/; Expires=[^;]+; HttpOnly; SameSite=Strict; Secure$/,
      );
      const value = (cookie ?? '').split(';')[0].split('=').slice(1).join('=');
      await api
        .http()
        .post('/api/auth/refresh')
        .set(https)
        .set('Cookie', `__Host-px_refresh=${value}`)
        .expect(200);
      // A plain-named cookie (planted by a sibling subdomain, say) is not read over HTTPS.
      const fresh = await loginAs(api.app, mechanic);
      await api.http().post('/api/auth/refresh').set(https).set('Cookie', fresh.cookie).expect(401);
    });

    it('gives the same 401 for a wrong password and an unknown e-mail', async () => {
      const wrong = await api
        .http()
        .post('/api/auth/login')
        .send({ email: mechanic.email, password: 'otra-cosa-123' })
        .expect(401);
      const unknown = await api
        .http()
        .post('/api/auth/login')
        .send({ email: 'nadie@taller.test', password: 'otra-cosa-123' })
        .expect(401);
      expect(wrong.body.message).toBe('Correo electrónico o contraseña incorrectos.');
      expect(unknown.body.message).toBe(wrong.body.message);
      expect(unknown.body.error).toBe(wrong.body.error);
    });

    it('rejects malformed input and unknown fields with 400', async () => {
      const res = await api
        .http()
        .post('/api/auth/login')
        .send({ email: 'no-es-correo', password: 'x', remember: true })
        .expect(400);
      const fields = (res.body.details as { field: string }[]).map((d) => d.field);
      expect(fields).toEqual(expect.arrayContaining(['email', 'remember']));
    });

    it('slows down repeated failures with 429 and Retry-After, per account', async () => {
      const victim = await createTestUser(api.app, { roles: ['recepcion'] });
      let last = await api
        .http()
        .post('/api/auth/login')
        .send({ email: victim.email, password: 'mal-mal-mal-1' });
      for (let i = 0; i < 6 && last.status !== 429; i++) {
        last = await api
          .http()
          .post('/api/auth/login')
          .send({ email: victim.email, password: 'mal-mal-mal-1' });
      }
      expect(last.status).toBe(429);
      expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
      expect(last.body).toMatchObject({ error: 'TOO_MANY_REQUESTS', retryable: true });
      expect(last.body.message).toMatch(/^Demasiados intentos fallidos\. Espera \d+ segundos?/);
      // Even the right password waits: the delay is not a lockout, only a pause.
      await api
        .http()
        .post('/api/auth/login')
        .send({ email: victim.email, password: TEST_PASSWORD })
        .expect(429);
    });

    it('counts parallel guesses one by one, and never locks the owner out of a clean address', async () => {
      const victim = await createTestUser(api.app, { roles: ['recepcion'] });
      const guessing = { 'X-Forwarded-For': '203.0.113.7' };
      const guesses = await Promise.all(
        Array.from({ length: 12 }, (_, n) =>
          api
            .http()
            .post('/api/auth/login')
            .set(guessing)
            .send({ email: victim.email, password: `adivina-${n}-2026` }),
        ),
      );
      const statuses = guesses.map((res) => res.status).sort();
      // Five free attempts from one address; the other seven wait without being tried.
      expect(statuses).toEqual([...Array(5).fill(401), ...Array(7).fill(429)]);
      await api
        .http()
        .post('/api/auth/login')
        .set(guessing)
        .send({ email: victim.email, password: TEST_PASSWORD })
        .expect(429);
      // The owner, from the workshop's own address, signs in.
      await api
        .http()
        .post('/api/auth/login')
        .set('X-Forwarded-For', '198.51.100.20')
        .send({ email: victim.email, password: TEST_PASSWORD })
        .expect(200);
    });

    it('lets the same person log in from several places at once', async () => {
      const results = await Promise.all(
        Array.from({ length: 6 }, (_, place) =>
          api
            .http()
            .post('/api/auth/login')
            .set('X-Forwarded-For', `10.0.0.${place + 1}`) // through the trusted proxy
            .send({ email: mechanic.email, password: TEST_PASSWORD }),
        ),
      );
      expect(results.map((res) => res.status)).toEqual([200, 200, 200, 200, 200, 200]);
    });

    it('refuses a deactivated account', async () => {
      const gone = await createTestUser(api.app, { active: false });
      await api
        .http()
        .post('/api/auth/login')
        .send({ email: gone.email, password: TEST_PASSWORD })
        .expect(401);
    });
  });

  describe('GET /api/auth/me', () => {
    it('401 without a token or with a forged one', async () => {
      const res = await api.http().get('/api/auth/me').expect(401);
      expect(res.body).toMatchObject({ success: false, error: 'UNAUTHORIZED' });
      await api
        .http()
        .get('/api/auth/me')
        .set('Authorization', 'Bearer eyJhbGciOiJIUzI1NiJ9.e30.falsa')
        .expect(401);
    });

    it('returns the SPEC user with role, roles and employee', async () => {
      const { token } = await loginAs(api.app, mechanic);
      const res = await api
        .http()
        .get('/api/auth/me')
        .set('Authorization', `Bearer ${token}`)
        .expect(200);
      expect(res.body.data).toMatchObject({
        email: mechanic.email,
        role: { id: expect.any(String), name: 'mecanico', display_name: 'Mecánico' },
        roles: [{ name: 'mecanico' }],
        employee: { id: mechanic.employeeId, trade: 'mechanic' },
      });
    });

    it('PATCH updates the own profile and validates the avatar address', async () => {
      const user = await createTestUser(api.app);
      const { token } = await loginAs(api.app, user);
      const res = await api
        .http()
        .patch('/api/auth/me')
        .set('Authorization', `Bearer ${token}`)
        .send({ first_name: 'Lucía', avatar_url: 'https://fotos.example/lucia.jpg' })
        .expect(200);
      expect(res.body.data).toMatchObject({
        first_name: 'Lucía',
        full_name: 'Lucía Pruebas',
        avatar_url: 'https://fotos.example/lucia.jpg',
      });
      const bad = await api
        .http()
        .patch('/api/auth/me')
        .set('Authorization', `Bearer ${token}`)
        .send({ avatar_url: 'javascript:alert(1)' })
        .expect(400);
      expect(bad.body.details[0].field).toBe('avatar_url');
      await api.http().patch('/api/auth/me').send({ first_name: 'X' }).expect(401);
    });
  });

  describe('POST /api/auth/refresh', () => {
    it('rotates: each refresh token works once, and a replay revokes the whole family', async () => {
      const { cookie } = await loginAs(api.app, mechanic);
      const first = await api.http().post('/api/auth/refresh').set('Cookie', cookie).expect(200);
      expect(first.body.data).toMatchObject({ accessToken: expect.any(String), expiresIn: 900 });
      const second = (cookieOf(first) ?? '').split(';')[0];
      expect(second).not.toBe(cookie);

      // The old token again: a thief or a replay.
      const replay = await api.http().post('/api/auth/refresh').set('Cookie', cookie).expect(401);
      expect(replay.body.error).toBe('UNAUTHORIZED');
      // ... and the legitimate newest token died with its family.
      await api.http().post('/api/auth/refresh').set('Cookie', second).expect(401);
    });

    it('401 without a cookie or with garbage', async () => {
      await api.http().post('/api/auth/refresh').expect(401);
      await api.http().post('/api/auth/refresh').set('Cookie', 'px_refresh=basura').expect(401);
    });
  });

  describe('POST /api/auth/logout', () => {
    it('ends the session: its refresh token stops working and the cookie is cleared', async () => {
      const { cookie } = await loginAs(api.app, mechanic);
      const res = await api.http().post('/api/auth/logout').set('Cookie', cookie).expect(200);
      expect(res.body).toEqual({ success: true, data: null });
      expect(cookieOf(res)).toMatch(/^px_refresh=;/);
      await api.http().post('/api/auth/refresh').set('Cookie', cookie).expect(401);
    });
  });

  describe('POST /api/auth/register', () => {
    it('answers alike for a new and a taken address, and the account waits for an administrator', async () => {
      const email = `nuevo.${Date.now()}@taller.test`;
      const register = (address: string, password: string) =>
        api
          .http()
          .post('/api/auth/register')
          .send({ email: address, password, first_name: 'Nuevo', last_name: 'Usuario' });
      const fresh = await register(email, 'Motor-Diesel-Turbo-7').expect(202);
      expect(fresh.body).toEqual({ success: true, data: { status: 'pending_approval' } });
      expect(cookieOf(fresh)).toBeUndefined();
      // A taken address (any case) gets the very same answer, and its account is left alone.
      const taken = await register(email.toUpperCase(), 'Otra-Clave-Larga-99').expect(202);
      expect(taken.body).toEqual(fresh.body);
      const existing = await register(mechanic.email, 'Otra-Clave-Larga-99').expect(202);
      expect(existing.body).toEqual(fresh.body);
      await loginAs(api.app, mechanic);

      // Until activated, signing in fails exactly like a wrong password.
      const login = (password: string) =>
        api.http().post('/api/auth/login').send({ email, password });
      const waiting = await login('Motor-Diesel-Turbo-7').expect(401);
      const wrong = await login('No-Es-La-Clave-1').expect(401);
      expect(waiting.body.message).toBe(wrong.body.message);

      // The administrators see it waiting, and activating it approves it.
      const admin = await loginAs(
        api.app,
        await createTestUser(api.app, { roles: ['administrador'] }),
      );
      const listed = await api
        .http()
        .get('/api/users')
        .query({ search: email })
        .set('Authorization', `Bearer ${admin.token}`)
        .expect(200);
      const [account] = listed.body.data.data;
      expect(account).toMatchObject({ email, active: false, awaiting_approval: true, roles: [] });
      await api
        .http()
        .post(`/api/users/${account.id}/activate`)
        .set('Authorization', `Bearer ${admin.token}`)
        .expect(200);
      const signedIn = await login('Motor-Diesel-Turbo-7').expect(200);
      expect(signedIn.body.data.user).toMatchObject({
        email,
        role: null,
        roles: [],
        employee_id: null,
        is_admin: false,
      });
      const after = await api
        .http()
        .get(`/api/users/${account.id}`)
        .set('Authorization', `Bearer ${admin.token}`)
        .expect(200);
      expect(after.body.data).toMatchObject({ active: true, awaiting_approval: false });
    });

    it('creates one account when the same address registers twice at once', async () => {
      const email = `doble.${Date.now()}@taller.test`;
      const answers = await Promise.all(
        [1, 2, 3].map(() =>
          api
            .http()
            .post('/api/auth/register')
            .send({ email, password: 'Motor-Diesel-Turbo-7', first_name: 'A', last_name: 'B' }),
        ),
      );
      expect(answers.map((res) => res.status)).toEqual([202, 202, 202]);
      const admin = await loginAs(
        api.app,
        await createTestUser(api.app, { roles: ['administrador'] }),
      );
      const listed = await api
        .http()
        .get('/api/users')
        .query({ search: email })
        .set('Authorization', `Bearer ${admin.token}`)
        .expect(200);
      expect(listed.body.data.data).toHaveLength(1);
    });

    it('refuses common and short passwords with a field detail', async () => {
      const common = await api
        .http()
        .post('/api/auth/register')
        .send({
          email: `debil.${Date.now()}@taller.test`,
          password: 'Qwerty123',
          first_name: 'A',
          last_name: 'B',
        })
        .expect(400);
      expect(common.body.details).toEqual([
        expect.objectContaining({
          field: 'password',
          message: expect.stringContaining('demasiado común'),
        }),
      ]);
      const short = await api
        .http()
        .post('/api/auth/register')
        .send({
          email: `corta.${Date.now()}@taller.test`,
          password: 'Ab1-',
          first_name: 'A',
          last_name: 'B',
        })
        .expect(400);
      expect(short.body.details[0].message).toContain('al menos 8 caracteres');
    });
  });

  describe('POST /api/auth/change-password', () => {
    it('checks the current password, then ends every other session at once', async () => {
      const user = await createTestUser(api.app, { roles: ['recepcion'] });
      const elsewhere = await loginAs(api.app, user);
      const here = await loginAs(api.app, user);

      const wrong = await api
        .http()
        .post('/api/auth/change-password')
        .set('Authorization', `Bearer ${here.token}`)
        .send({ current_password: 'no-es-esta-1', new_password: 'Embrague-Nuevo-2026' })
        .expect(400);
      expect(wrong.body.details[0]).toMatchObject({ field: 'current_password' });

      const res = await api
        .http()
        .post('/api/auth/change-password')
        .set('Authorization', `Bearer ${here.token}`)
        .send({ current_password: TEST_PASSWORD, new_password: 'Embrague-Nuevo-2026' })
        .expect(200);
      const fresh = res.body.data.accessToken as string;

      // Old access tokens die at once (token epoch), and so do the other sessions' refresh tokens.
      await api
        .http()
        .get('/api/auth/me')
        .set('Authorization', `Bearer ${elsewhere.token}`)
        .expect(401);
      await api.http().get('/api/auth/me').set('Authorization', `Bearer ${here.token}`).expect(401);
      await api.http().post('/api/auth/refresh').set('Cookie', elsewhere.cookie).expect(401);
      await api.http().get('/api/auth/me').set('Authorization', `Bearer ${fresh}`).expect(200);
      await loginAs(api.app, { email: user.email, password: 'Embrague-Nuevo-2026' });
    });

    it('401 without a session', async () => {
      await api
        .http()
        .post('/api/auth/change-password')
        .send({ current_password: 'a', new_password: 'b' })
        .expect(401);
    });
  });
});
