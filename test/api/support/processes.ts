import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { type AddressInfo, createServer } from 'node:net';
import { join } from 'node:path';

export const ROOT = join(__dirname, '..', '..', '..');

/** Entry points are tested as built, the way `npm start` and production run them. */
export function builtEntry(relative: string): string {
  const file = join(ROOT, 'dist', relative);
  if (!existsSync(file))
    execFileSync('npm', ['run', 'build:server'], { cwd: ROOT, stdio: 'inherit' });
  return file;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export interface RunningProcess {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
  waitForOutput: (fragment: string, timeoutMs?: number) => Promise<void>;
}

export function startProcess(
  entry: string,
  env: Record<string, string | undefined>,
): RunningProcess {
  const child = spawn(process.execPath, [entry], {
    cwd: ROOT,
    env: env as NodeJS.ProcessEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return {
    child,
    output: () => output,
    exited,
    waitForOutput: async (fragment, timeoutMs = 20_000) => {
      const deadline = Date.now() + timeoutMs;
      while (!output.includes(fragment)) {
        if (Date.now() > deadline || child.exitCode !== null) {
          throw new Error(`"${fragment}" not seen. Output so far:\n${output}`);
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
  };
}

export async function waitForHttp(url: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer in ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The environment of a child process: the run's database and Redis, quiet defaults. */
export function childEnv(
  overrides: Record<string, string | undefined> = {},
): Record<string, string | undefined> {
  return {
    PATH: process.env.PATH,
    DATABASE_URL: process.env.DATABASE_URL,
    REDIS_URL: process.env.REDIS_URL,
    REDIS_KEY_PREFIX: process.env.REDIS_KEY_PREFIX,
    JWT_SECRET: 'test-secret-for-the-api-tests-0123456789',
    NODE_ENV: 'production',
    SERVE_WEB: 'false',
    LOG_LEVEL: 'info',
    ...overrides,
  };
}
