import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { localCaptchaToken } from '../../openapi/runtime-config';
import { totpCodeAt } from '../security/totp';

/** A port nobody is listening on right now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Every line the server has logged so far. */
  lines: string[];
  /** Resolves with the first logged line matching `pattern`. */
  waitForLine(pattern: RegExp, timeoutMs?: number): Promise<string>;
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/** Polls until the server answers `/config.json`, or fails if the process exits first. */
async function untilServing(url: string, exited: Promise<void>, timeoutMs = 90_000): Promise<void> {
  let gone = false;
  void exited.then(() => {
    gone = true;
  });
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (gone) throw new Error('server process exited during start-up');
    const ready = await fetch(`${url}/config.json`)
      .then((response) => response.ok)
      .catch(() => false);
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server at ${url} did not start within ${timeoutMs} ms`);
}

/**
 * Polls `/readyz` until the server says it is ready: a restarted search process answers HTTP
 * at once but loads its index in the background, and only then holds the whole catalogue.
 */
export async function untilReady(url: string, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const ready = await fetch(`${url}/readyz`)
      .then((response) => response.ok)
      .catch(() => false);
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server at ${url} was not ready within ${timeoutMs} ms`);
}

/** `server/main.ts` in a child process, as `npm start` runs it (without the front-end build). */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, NODE_ENV: 'test', HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'info', SEED_DEMO: 'false', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const listeners = new Set<() => void>();
  const collect = (chunk: Buffer) => {
    lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    for (const listener of listeners) listener();
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const waitForLine = (pattern: RegExp, timeoutMs = 60_000) =>
    new Promise<string>((resolve, reject) => {
      const check = () => {
        const line = lines.find((candidate) => pattern.test(candidate));
        if (line) {
          cleanup();
          resolve(line);
        }
      };
      const timer = setTimeout(() => {
        cleanup();
        reject(new Error(`server did not log ${pattern} within ${timeoutMs} ms:\n${lines.slice(-20).join('\n')}`));
      }, timeoutMs);
      const cleanup = () => {
        clearTimeout(timer);
        listeners.delete(check);
      };
      listeners.add(check);
      check();
      void exited.then(() => {
        if (listeners.has(check)) {
          cleanup();
          reject(new Error(`server exited before logging ${pattern}:\n${lines.slice(-20).join('\n')}`));
        }
      });
    });

  const url = `http://127.0.0.1:${port}`;
  await untilServing(url, exited);
  return {
    url,
    child,
    lines,
    waitForLine,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}

/** A minimal cookie-keeping client for talking to a server process over real HTTP. */
export class HttpSession {
  private readonly cookies = new Map<string, string>();

  async request(url: string, init: { method?: string; body?: unknown; headers?: Record<string, string> } = {}): Promise<Response> {
    const response = await fetch(url, {
      method: init.method ?? 'GET',
      headers: {
        ...init.headers,
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(this.cookies.size > 0 ? { cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ') } : {}),
      },
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
    });
    for (const header of response.headers.getSetCookie()) {
      const [pair] = header.split(';');
      const [name, ...value] = (pair ?? '').split('=');
      if (name) this.cookies.set(name.trim(), value.join('='));
    }
    return response;
  }
}

/**
 * Signs an administrator in over HTTP and adds an authenticator app from that session, as the
 * product requires of an administrator before any admin call (decision 023): the session has
 * then passed its second factor. Only for an administrator without one yet; keep the session.
 */
export async function signInAsAdmin(session: HttpSession, authUrl: string, username: string, password: string): Promise<void> {
  const login = await session.request(`${authUrl}/svc/auth/api/auth/login`, {
    method: 'POST',
    body: { username, password, recaptchaToken: localCaptchaToken },
  });
  if (login.status !== 200) throw new Error(`login of ${username} answered ${login.status}: ${await login.text()}`);
  const started = await session.request(`${authUrl}/svc/auth/api/profile/${username}/authenticator`, { method: 'POST' });
  const { secret } = (await started.json()) as { secret: string };
  const confirmed = await session.request(`${authUrl}/svc/auth/api/profile/${username}/authenticator`, {
    method: 'PUT',
    body: { code: totpCodeAt(secret, new Date()) },
  });
  if (!confirmed.ok) throw new Error(`adding ${username}'s authenticator answered ${confirmed.status}: ${await confirmed.text()}`);
}
