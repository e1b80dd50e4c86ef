import { createServer } from 'node:http';

/**
 * Google's siteverify, played locally: the server under test posts `secret`, `response` and
 * `remoteip`; the token `stub-ok` with the right secret passes, anything else fails.
 */
const port = Number(process.env.STUB_PORT ?? 8095);
createServer((request, response) => {
  let body = '';
  request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
  request.on('end', () => {
    const form = new URLSearchParams(body);
    const success = request.method === 'POST' && form.get('secret') === 'e2e-secret' && form.get('response') === 'stub-ok';
    response.writeHead(200, { 'Content-Type': 'application/json' });
    // Google names the host the token was solved on; the e2e server's PUBLIC_URL is on 127.0.0.1.
    response.end(JSON.stringify(success ? { success: true, hostname: '127.0.0.1' } : { success: false, 'error-codes': ['invalid-input-response'] }));
  });
}).listen(port, '127.0.0.1');
