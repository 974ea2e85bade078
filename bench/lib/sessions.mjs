// The session driver of the mixed scenario (issue 22, bench/scenarios/mixed-sessions.mjs): N
// virtual staff members, each a loop of what their job makes them do in the SPA, with think times
// between actions, each with its realtime socket open the whole time. Unlike autocannon's fixed
// connections, the load is what N people generate (open model: the rate does not rise when the
// server is fast), so the figures answer "how does the API feel to N people at once".
//
//   1. ramp: the sessions start spread over `rampSeconds`; each logs in (POST /api/auth/login,
//      argon2 verify included), asks what the shell asks (/api/auth/me, /api/navigation/menu) and
//      opens its socket (websocket transport, waits for `realtime.ready`)
//   2. warm-up until `warmupSeconds` (the ramp inside it), not counted
//   3. `durationSeconds` measured: every request's time by action, every error, the requests/s
//   4. capacity, `capacitySeconds` (0: none): the first `capacitySessions` sessions go on without
//      think times (a closed loop), the others wait; its requests/s is what the processes can serve
//      of this mix, the figure that compares one API process with two (the measured phase's rate
//      is set by the people, not by the server)
// Meanwhile the RSS of each API process (/proc/<pid>/status) is sampled every `sampleSeconds`
// (see rssFigures for what "flat" means), and the CPU each process used is read at the phases'
// edges, with this process's own (the load generator) and the whole machine's.
// An error is any answer but the expected status, a network error, a socket that fails to connect
// or is dropped by the server; errors count in every phase.
import fs from 'node:fs';
import { io } from 'socket.io-client';
import { eventFigures, round } from './timings.mjs';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const pick = (items) => items[Math.floor(Math.random() * items.length)];
const between = (min, max) => min + Math.random() * (max - min);

/**
 * What each role does, one action per turn, and how long they think before the next (ms). The
 * rates are a busy morning at a workshop's counter and bays: reception types in the search palette
 * every few seconds and opens an order now and then, mechanics glance at their list of orders on
 * the bay's tablet, managers keep the dashboard open.
 */
export const ROLES = {
  reception: {
    think: [8_000, 20_000],
    async act(session, fixtures) {
      const roll = Math.random();
      if (roll < 0.6) {
        // The palette asks its sources at once for what was typed.
        const q = encodeURIComponent(pick(fixtures.queries));
        await Promise.all([
          session.request('GET /api/customers/search', `/api/customers/search?q=${q}&limit=5`),
          session.request('GET /api/vehicles/search', `/api/vehicles/search?q=${q}&limit=5`),
        ]);
      } else if (roll < 0.8) {
        await session.request('GET /api/work-orders', '/api/work-orders?page=1&limit=20');
      } else {
        const vehicle = pick(fixtures.vehicles);
        const order = await session.request('POST /api/work-orders', '/api/work-orders', {
          method: 'POST',
          status: 201,
          body: {
            title: 'Revisión y diagnóstico',
            customer_id: vehicle.customer_id,
            vehicle_id: vehicle.id,
            estimate_decision: 'accepted',
            assigned_to: pick(fixtures.mechanics),
          },
        });
        if (order?.id) {
          await session.request('GET /api/work-orders/:id', `/api/work-orders/${order.id}`);
        }
      }
    },
  },
  mechanic: {
    think: [20_000, 40_000],
    async act(session) {
      const page = await session.request(
        'GET /api/work-orders?assigned_to',
        `/api/work-orders?assigned_to=${session.person.employee_id}&page=1&limit=20`,
      );
      const first = page?.items?.[0] ?? page?.data?.[0] ?? (Array.isArray(page) ? page[0] : null);
      if (first?.id && Math.random() < 1 / 3) {
        await session.request('GET /api/work-orders/:id', `/api/work-orders/${first.id}`);
      }
    },
  },
  manager: {
    think: [30_000, 90_000],
    async act(session) {
      await Promise.all([
        session.request('GET /api/work-orders/statistics', '/api/work-orders/statistics'),
        session.request('GET /api/work-orders', '/api/work-orders?page=1&limit=20'),
        session.request('GET /api/announcements/unread', '/api/announcements/unread'),
      ]);
    },
  },
};

/** VmRSS of a process in MB, null when it is gone. */
function rssMb(pid) {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
    return Number.isFinite(kb) ? kb / 1024 : null;
  } catch {
    return null;
  }
}

/** CPU seconds a process has used (utime + stime of /proc/<pid>/stat, 100 ticks a second). */
function cpuSeconds(pid) {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

/** The machine's busy and total CPU time so far (first line of /proc/stat, ticks). */
function machineTicks() {
  try {
    const ticks = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0].split(/\s+/).slice(1);
    const values = ticks.map(Number);
    const idle = values[3] + values[4]; // idle + iowait
    const total = values.reduce((sum, value) => sum + value, 0);
    return { busy: total - idle, total };
  } catch {
    return null;
  }
}

/**
 * Where the CPU went between two readings (% of one core): each API process, this load generator
 * (the proxy included, it runs here), and the whole machine's busy share (% of all its cores).
 */
function cpuReading(pids) {
  return {
    at: performance.now(),
    api: pids.map(cpuSeconds),
    self: process.cpuUsage(),
    machine: machineTicks(),
  };
}

function cpuFigures(start, end) {
  const seconds = (end.at - start.at) / 1000;
  const self = process.cpuUsage(start.self);
  return {
    apiPct: end.api.map((used, index) =>
      used === null || start.api[index] === null
        ? null
        : round(((used - start.api[index]) / seconds) * 100),
    ),
    generatorPct: round(((self.user + self.system) / 1e6 / seconds) * 100),
    machineBusyPct:
      start.machine && end.machine
        ? round(
            ((end.machine.busy - start.machine.busy) / (end.machine.total - start.machine.total)) *
              100,
          )
        : null,
  };
}

/**
 * RSS over the measured phase of one process. `driftPct`, the "flat" figure: how far the mean of
 * the last fifth of the samples is from the mean of the first fifth (a leak shows as a trend).
 * `bandPct`: the largest distance of any sample from their median, V8's heap growing and shrinking
 * between major collections (reported, not judged: on a 270 MB process it swings ±10 % by itself).
 */
function rssFigures(pid, samples) {
  const values = samples.map((sample) => sample.mb[pid]).filter((mb) => mb !== null);
  if (!values.length) return { pid, samples: 0 };
  const mean = (items) => items.reduce((sum, mb) => sum + mb, 0) / items.length;
  const fifth = Math.max(1, Math.floor(values.length / 5));
  const start = mean(values.slice(0, fifth));
  const end = mean(values.slice(-fifth));
  const median = [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  return {
    pid,
    samples: values.length,
    firstMb: round(values[0]),
    lastMb: round(values.at(-1)),
    minMb: round(Math.min(...values)),
    maxMb: round(Math.max(...values)),
    startMb: round(start),
    endMb: round(end),
    driftPct: round((end / start - 1) * 100),
    bandPct: round(Math.max(...values.map((mb) => Math.abs(mb / median - 1))) * 100),
  };
}

/**
 * @param {object} options
 * @param {string} options.url the API's origin (one process, or the proxy in front of several)
 * @param {{ email: string, role: string, employee_id: string|null }[]} options.people one per session
 * @param {{ vehicles: object[], mechanics: string[], queries: string[] }} options.fixtures
 * @param {number[]} options.pids the API processes whose RSS is sampled
 * @param {object} options.settings seconds: rampSeconds, warmupSeconds, durationSeconds,
 *   capacitySeconds, sampleSeconds; capacitySessions
 */
export async function runSessions({ url, people, fixtures, pids, settings, password, log }) {
  const started = performance.now();
  const warmupEnd = settings.warmupSeconds * 1000;
  const measuredEnd = warmupEnd + settings.durationSeconds * 1000;
  const capacityStart = measuredEnd + (settings.capacitySeconds > 0 ? 5_000 : 0); // its warm-up
  const end =
    measuredEnd + (settings.capacitySeconds > 0 ? 5_000 + settings.capacitySeconds * 1000 : 0);
  const now = () => performance.now() - started;
  const phase = (at = now()) =>
    at < warmupEnd
      ? 'warmup'
      : at < measuredEnd
        ? 'measured'
        : at < capacityStart
          ? 'capacity-warmup'
          : at < end
            ? 'capacity'
            : 'done';

  const times = new Map(); // action → ms[] (measured phase)
  const capacityTimes = [];
  const errors = [];
  let capacityRequests = 0;
  let socketEvents = 0;
  const error = (what) => {
    errors.push({ at: round(now() / 1000), what });
    if (errors.length <= 5) log(`  error: ${what}`);
  };

  // Phase changes wake the sessions that think, so the capacity phase begins on time.
  let wake = null;
  let woken = new Promise((resolve) => (wake = resolve));
  const think = (ms) => Promise.race([sleep(ms), woken]);

  function makeSession(person, index) {
    const session = { person, index, headers: {}, socket: null };
    session.request = async (action, path, { method = 'GET', status = 200, body } = {}) => {
      const at = now();
      const when = phase(at);
      try {
        const res = await fetch(url + path, {
          method,
          headers: body
            ? { ...session.headers, 'content-type': 'application/json' }
            : session.headers,
          body: body ? JSON.stringify(body) : undefined,
          signal: AbortSignal.timeout(30_000),
        });
        const text = await res.text();
        const ms = now() - at;
        if (res.status !== status) {
          error(`${action}: HTTP ${res.status} ${text.slice(0, 200)}`);
          return null;
        }
        if (when === 'measured') {
          if (!times.has(action)) times.set(action, []);
          times.get(action).push(ms);
        } else if (when === 'capacity') {
          capacityRequests += 1;
          capacityTimes.push(ms);
        }
        return text ? (JSON.parse(text).data ?? null) : null;
      } catch (failure) {
        error(`${action}: ${failure.message}`);
        return null;
      }
    };
    return session;
  }

  async function signIn(session) {
    const res = await fetch(`${url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: session.person.email, password }),
      signal: AbortSignal.timeout(30_000),
    });
    const body = await res.json().catch(() => ({}));
    if (!body.success) throw new Error(`login ${session.person.email}: HTTP ${res.status}`);
    session.token = body.data.accessToken;
    session.headers = { authorization: `Bearer ${session.token}` };
    await Promise.all([
      session.request('GET /api/auth/me', '/api/auth/me'),
      session.request('GET /api/navigation/menu', '/api/navigation/menu'),
    ]);
    session.socket = await new Promise((resolve, reject) => {
      const socket = io(`${url}/realtime`, {
        path: '/realtime/socket.io',
        transports: ['websocket'],
        auth: { token: session.token },
        reconnection: false,
        forceNew: true,
      });
      socket.once('realtime.ready', () => resolve(socket));
      socket.once('connect_error', (failure) => reject(new Error(`socket: ${failure.message}`)));
      socket.once('realtime.error', (failure) => reject(new Error(`socket: ${failure.message}`)));
    });
    session.socket.onAny(() => (socketEvents += 1));
    session.socket.on('disconnect', (reason) => {
      if (reason !== 'io client disconnect') error(`socket of ${session.person.email}: ${reason}`);
    });
  }

  async function live(session) {
    await sleep((session.index / people.length) * settings.rampSeconds * 1000);
    try {
      await signIn(session);
    } catch (failure) {
      error(failure.message);
      return;
    }
    const role = ROLES[session.person.role];
    // A first look at the screen, then the job's rhythm from a random point in it.
    await think(between(0, role.think[1]));
    for (;;) {
      const current = phase();
      if (current === 'done') break;
      const capacity = current === 'capacity' || current === 'capacity-warmup';
      if (capacity && session.index >= settings.capacitySessions) {
        await sleep(end - now()); // the capacity phase is the first sessions' alone
        continue;
      }
      await role.act(session, fixtures);
      if (!capacity) await think(between(...role.think));
    }
  }

  const samples = [];
  const sampler = setInterval(() => {
    if (phase() !== 'measured') return;
    samples.push({
      at: round(now() / 1000),
      mb: Object.fromEntries(pids.map((pid) => [pid, rssMb(pid)])),
    });
  }, settings.sampleSeconds * 1000);
  // CPU use over the measured phase and over the capacity phase.
  const cpu = {};
  const readings = {};
  const phaseTimers = [
    ...[measuredEnd, capacityStart].map((at) =>
      setTimeout(() => {
        wake();
        woken = new Promise((resolve) => (wake = resolve));
      }, at),
    ),
    setTimeout(() => (readings.measured = cpuReading(pids)), warmupEnd),
    setTimeout(() => (cpu.measured = cpuFigures(readings.measured, cpuReading(pids))), measuredEnd),
    setTimeout(() => {
      if (settings.capacitySeconds > 0) readings.capacity = cpuReading(pids);
    }, capacityStart),
  ];
  const sessions = people.map(makeSession);
  const progress = setInterval(() => {
    const open = sessions.filter((session) => session.socket?.connected).length;
    log(
      `  ${Math.round(now() / 1000)} s (${phase()}): ${open} sockets open, ${errors.length} errors`,
    );
  }, 60_000);
  try {
    await Promise.all(sessions.map(live));
  } finally {
    if (readings.measured && !cpu.measured)
      cpu.measured = cpuFigures(readings.measured, cpuReading(pids));
    if (readings.capacity) cpu.capacity = cpuFigures(readings.capacity, cpuReading(pids));
    clearInterval(sampler);
    clearInterval(progress);
    phaseTimers.forEach(clearTimeout);
    for (const session of sessions) {
      session.socket?.removeAllListeners('disconnect');
      session.socket?.disconnect();
    }
  }

  const all = [...times.values()].flat();
  const actions = Object.fromEntries(
    [...times.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([action, ms]) => [action, eventFigures(ms)]),
  );
  const byRole = {};
  for (const person of people) byRole[person.role] = (byRole[person.role] ?? 0) + 1;
  return {
    sessions: people.length,
    roles: byRole,
    all: eventFigures(all),
    rps: round(all.length / settings.durationSeconds),
    actions,
    errors: { count: errors.length, first: errors.slice(0, 10) },
    socketEvents,
    rss: pids.map((pid) => rssFigures(pid, samples)),
    rssSamples: samples.map(({ at, mb }) => ({ at, mb: pids.map((pid) => round(mb[pid] ?? 0)) })),
    cpu,
    capacity:
      settings.capacitySeconds > 0
        ? {
            sessions: Math.min(settings.capacitySessions, people.length),
            seconds: settings.capacitySeconds,
            requests: capacityRequests,
            rps: round(capacityRequests / settings.capacitySeconds),
            ...eventFigures(capacityTimes),
          }
        : null,
  };
}
