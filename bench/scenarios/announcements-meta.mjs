// GET /api/announcements/unread/meta with a matching If-None-Match (issue 6): what every open SPA
// asks every 3 minutes, on focus and on load. `prepare` publishes three announcements as the demo
// administrator (one for everyone, one for reception, one for mechanics), then takes reception's
// ETag; every request is then answered 304. The floor does what the API does: the session check
// and grants, the tag's inputs (list version, receipt count, windows) read once and kept in
// process, and the hash.
import { demoAuthorization } from '../lib/auth.mjs';
import { announcementsMeta } from '../lib/announcements.mjs';

const PATH = '/api/announcements/unread/meta?app_version=1.0.0';

export default {
  name: 'announcements-meta',
  description: 'Unread announcements meta with a matching ETag (304), 3 live announcements.',
  path: PATH,
  status: 304,
  async prepare({ apiUrl }) {
    const admin = await demoAuthorization(apiUrl, 'admin@taller.test');
    for (const [title, roles] of [
      ['Nueva firma digital de órdenes', []],
      ['Cambios en la recepción de vehículos', ['recepcion']],
      ['Nuevo procedimiento de fichaje', ['mecanico']],
    ]) {
      const res = await fetch(`${apiUrl}/api/announcements`, {
        method: 'POST',
        headers: { ...admin.headers, 'content-type': 'application/json' },
        body: JSON.stringify({ title, summary: 'Banco de pruebas', audience_roles: roles }),
      });
      if (res.status !== 201) throw new Error(`bench prepare: announcement ${res.status}`);
    }
    const { headers } = await demoAuthorization(apiUrl);
    const first = await fetch(`${apiUrl}${PATH}`, { headers });
    const tag = first.headers.get('etag');
    if (first.status !== 200 || !tag) throw new Error(`bench prepare: meta ${first.status}`);
    return { headers: { ...headers, 'if-none-match': tag } };
  },
  budget: { p95Ms: 5, rpsRatio: 0.6, connections: 50 },
  floor: announcementsMeta,
};
