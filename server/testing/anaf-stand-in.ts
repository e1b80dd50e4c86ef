import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A company as the stand-in's register holds it. */
export interface StandInCompany {
  name: string;
  address?: string;
  registration?: string;
  vatPayer?: boolean;
  /** The day it was declared inactive (YYYY-MM-DD), if it is. */
  inactiveSince?: string;
  /** The day it was struck off (YYYY-MM-DD), if it was. */
  struckOffOn?: string;
}

/** How the stand-in answers its next calls: as ANAF does, slowly, malformed, refusing, or not at all (held open). */
type StandInMode = 'answer' | 'slow' | 'malformed' | 'refuse429' | 'fail503' | 'hang';

export interface AnafStandIn {
  url: string;
  companies: Map<string, StandInCompany>;
  mode: StandInMode;
  /** Each call: when it came and how many codes it asked about. */
  calls: { at: number; codes: number }[];
  /** Called as each call arrives, before it is answered. */
  onCall?: () => void;
  close(): Promise<void>;
}

function answerFor(code: string, day: string, company: StandInCompany) {
  return {
    date_generale: {
      cui: Number(code),
      data: day,
      denumire: company.name,
      adresa: company.address ?? 'MUNICIPIUL BUCUREŞTI, SECTOR 1, STR. EXEMPLU, NR.1',
      nrRegCom: company.registration ?? 'J40/1234/2010',
      telefon: '',
      stare_inregistrare: company.struckOffOn ? `RADIERE din data ${company.struckOffOn.split('-').reverse().join('.')}` : 'INREGISTRAT din data 12.03.2010',
    },
    inregistrare_scop_Tva: { scpTVA: company.vatPayer ?? true, perioade_TVA: [] },
    stare_inactiv: {
      dataInactivare: company.inactiveSince ?? '',
      dataReactivare: '',
      dataPublicare: '',
      dataRadiere: company.struckOffOn ?? '',
      statusInactivi: Boolean(company.inactiveSince),
    },
  };
}

/**
 * A local stand-in for ANAF's `PlatitorTvaRest/v9/tva` (issue #49): it answers in the documented
 * format from `companies`, and, as `mode` says, slowly, with a body not in that format, with 429
 * and `Retry-After`, or with 503. Tests never call the real service.
 */
export async function startAnafStandIn(companies: Record<string, StandInCompany> = {}): Promise<AnafStandIn> {
  const standIn: Omit<AnafStandIn, 'url' | 'close'> = { companies: new Map(Object.entries(companies)), mode: 'answer', calls: [] };
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      const asked = JSON.parse(body || '[]') as { cui: number; data: string }[];
      standIn.calls.push({ at: Date.now(), codes: asked.length });
      standIn.onCall?.();
      const reply = (status: number, payload: unknown, headers: Record<string, string> = {}) => {
        response.writeHead(status, { 'content-type': 'application/json', ...headers });
        response.end(typeof payload === 'string' ? payload : JSON.stringify(payload));
      };
      switch (standIn.mode) {
        case 'refuse429':
          return reply(429, { message: 'Too Many Requests' }, { 'retry-after': '2' });
        case 'fail503':
          return reply(503, '<html>Service Unavailable</html>');
        case 'malformed':
          return reply(200, '{"cod":200,"found":[{"date_generale":');
        case 'slow':
          return void setTimeout(() => reply(200, { cod: 200, message: 'SUCCESS', found: [], notFound: [] }), 3_000);
        case 'hang':
          return;
        case 'answer': {
          const found = asked.flatMap(({ cui, data }) => {
            const company = standIn.companies.get(String(cui));
            return company ? [answerFor(String(cui), data, company)] : [];
          });
          const notFound = asked.filter(({ cui }) => !standIn.companies.has(String(cui))).map(({ cui }) => cui);
          return reply(200, { cod: 200, message: 'SUCCESS', found, notFound });
        }
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(standIn, {
    url: `http://127.0.0.1:${port}/api/PlatitorTvaRest/v9/tva`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}
