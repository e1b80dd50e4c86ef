import Fastify from 'fastify';

interface BrokerCall {
  method: string;
  url: string;
  authorization: string | undefined;
  body: unknown;
}

/**
 * A stand-in Pact Broker for tests: the few HAL resources the Pact CLI and verifier follow
 * (publish contracts, the matrix, pacts for verification, verification results), answering
 * with the pacts and the matrix verdict it is given, and recording every call.
 */
export async function startFakeBroker({ pacts = [], deployable = true }: { pacts?: { name: string; content: object }[]; deployable?: boolean } = {}) {
  const calls: BrokerCall[] = [];
  const app = Fastify();
  let base = '';
  app.addHook('onRequest', async (request) => {
    calls.push({ method: request.method, url: request.url, authorization: request.headers.authorization, body: undefined });
  });
  app.addHook('preHandler', async (request) => {
    (calls.at(-1) as BrokerCall).body = request.body;
  });
  app.get('/', async () => ({
    _links: {
      'pb:publish-contracts': { href: `${base}/contracts/publish` },
      'pb:provider-pacts-for-verification': { href: `${base}/pacts/provider/{provider}/for-verification`, templated: true },
    },
  }));
  app.post('/contracts/publish', async () => ({
    notices: [{ type: 'success', text: 'published' }],
    _embedded: { pacticipant: { name: 'x' }, version: { number: 'x' } },
    _links: {},
  }));
  app.get('/matrix', async () => ({
    summary: {
      deployable,
      reason: deployable ? 'All required verification results are published and successful' : 'One or more verifications have failed',
      success: deployable ? 1 : 0,
      failed: deployable ? 0 : 1,
      unknown: 0,
    },
    matrix: [],
    notices: [],
  }));
  app.get<{ Params: { provider: string } }>('/pacts/provider/:provider/for-verification', async (request) => ({
    _links: { self: { href: `${base}/pacts/provider/${request.params.provider}/for-verification` } },
  }));
  app.post('/pacts/provider/:provider/for-verification', async () => ({
    _embedded: {
      pacts: pacts.map((pact) => ({
        shortDescription: pact.name,
        verificationProperties: { pending: false, notices: [] },
        _links: { self: { href: `${base}/pacts/${pact.name}`, name: pact.name } },
      })),
    },
  }));
  app.get<{ Params: { name: string } }>('/pacts/:name', async (request) => {
    const pact = pacts.find((candidate) => candidate.name === request.params.name);
    return {
      ...pact?.content,
      _links: {
        'pb:publish-verification-results': { href: `${base}/pacts/${request.params.name}/verification-results` },
        'pb:provider': { href: `${base}/pacticipants/provider` },
      },
    };
  });
  app.get('/pacticipants/provider', async () => ({
    _links: { 'pb:branch-version': { href: `${base}/pacticipants/provider/branches/{branch}/versions/{version}`, templated: true } },
  }));
  app.put('/pacticipants/provider/branches/:branch/versions/:version', async () => ({ _links: {} }));
  app.post('/pacts/:name/verification-results', async () => ({ _links: {} }));
  base = (await app.listen({ port: 0, host: '127.0.0.1' })).replace('localhost', '127.0.0.1');
  return { url: base, calls, close: () => app.close() };
}
