/** One answer of the stubbed back end: a JSON body and a status, or a call that never ends (loading). */
export type StubAnswer = { status?: number; body?: unknown } | 'pending';

/**
 * Answers by `METHOD /svc/<service><path>` (no query), e.g. `POST /svc/search/api/search`. A
 * function answers from the request, and may hold its answer back (a promise) until the story
 * releases it, to show what happens while a call is on its way.
 */
export type StubRoutes = Record<string, StubAnswer | ((request: Request) => StubAnswer | Promise<StubAnswer>)>;

const problem = (status: number, code: string) => ({ type: 'about:blank', title: code, status, code });

/** A problem+json answer for stories of failures. */
export const failure = (status: number, code: string): StubAnswer => ({ status, body: problem(status, code) });

/** A route that keeps each request's JSON body in `sent`, for a story to check what was asked, and gives `answer`. */
export const recorded =
  (sent: unknown[], answer: StubAnswer) =>
  async (request: Request): Promise<StubAnswer> => {
    sent.push(await request.json());
    return answer;
  };

/**
 * A `fetch` for stories and route tests: the real openapi-fetch clients run against canned
 * answers, so machines, effects and screens behave as against the server. Unknown calls are
 * 404 problems, so a story never reaches a network.
 */
export function stubFetch(routes: StubRoutes): typeof fetch {
  return async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const { pathname } = new URL(request.url, 'http://stub.local');
    const route = routes[`${request.method} ${pathname}`];
    const answer = typeof route === 'function' ? await route(request) : (route ?? failure(404, 'NOT_FOUND'));
    if (answer === 'pending') return new Promise<Response>(() => undefined);
    const status = answer.status ?? 200;
    if (status === 204) return new Response(null, { status });
    const type = status >= 400 ? 'application/problem+json' : 'application/json';
    return new Response(JSON.stringify(answer.body ?? {}), { status, headers: { 'Content-Type': type } });
  };
}
