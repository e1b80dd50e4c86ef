import { spawn } from 'node:child_process';
import { freePort } from '../server/testing/server-process';

/** The hello-world server (`bench/hello-server.ts`) on a port of its own, for as long as `use` runs: the ceiling. */
export async function withHelloServer<T>(use: (url: string) => Promise<T>): Promise<T> {
  const port = await freePort();
  const hello = spawn(process.execPath, ['--import', 'tsx', 'bench/hello-server.ts'], {
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve) => hello.stdout?.once('data', resolve));
  try {
    return await use(`http://127.0.0.1:${port}`);
  } finally {
    hello.kill();
  }
}
