import { z } from 'zod';

/**
 * ANAF's public register of companies (issue #49, decision 045): the documented REST service
 * `PlatitorTvaRest/v9/tva`, asked with up to 500 codes a call, each with the day asked about,
 * answering each company found with its general data, its VAT registration and its inactive or
 * struck-off state, and the codes it does not know.
 */
export const registerLimits = { codesPerCall: 500, callsPerSecond: 1, timeoutMs: 10_000 } as const;

/** What the register says of one company, as the site keeps and shows it. */
export interface CompanyRecord {
  name: string;
  address: string;
  /** The trade register number, `J40/123/2004`; empty when the register gives none. */
  registration: string;
  vatPayer: boolean;
  /** `ACTIVE`, or why its listings leave search. */
  state: 'ACTIVE' | 'INACTIVE' | 'STRUCK_OFF';
  /** The day (YYYY-MM-DD) it was declared inactive or struck off, when it was. */
  since?: string;
}

export interface RegisterAnswer {
  found: Map<string, CompanyRecord>;
  notFound: Set<string>;
}

/** The register did not answer in its format, in time, or at all: nothing is concluded from it. */
export class RegisterUnavailable extends Error {
  constructor(
    reason: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(reason);
  }
}

const text = z
  .string()
  .nullish()
  .transform((value) => value ?? '');
const answerSchema = z.object({
  cod: z.number(),
  found: z.array(
    z.object({
      date_generale: z.object({ cui: z.coerce.string(), denumire: text, adresa: text, nrRegCom: text, stare_inregistrare: text }),
      inregistrare_scop_Tva: z.object({ scpTVA: z.boolean() }).optional(),
      stare_inactiv: z.object({ dataInactivare: text, dataRadiere: text, statusInactivi: z.boolean() }).optional(),
    }),
  ),
  notFound: z.array(z.coerce.string()).default([]),
});

/** ANAF writes dates as YYYY-MM-DD, or sometimes as DD.MM.YYYY; an empty one is no date. */
function isoDay(value: string): string | undefined {
  const day = /^(\d{4})-(\d{2})-(\d{2})/.exec(value) ?? /^(\d{2})\.(\d{2})\.(\d{4})/.exec(value);
  if (!day) return undefined;
  return day[1]?.length === 4 ? `${day[1]}-${day[2]}-${day[3]}` : `${day[3]}-${day[2]}-${day[1]}`;
}

function recordOf(company: z.infer<typeof answerSchema>['found'][number]): CompanyRecord {
  const general = company.date_generale;
  const struckOff = isoDay(company.stare_inactiv?.dataRadiere ?? '') ?? (/^RADIE/i.test(general.stare_inregistrare) ? '' : undefined);
  const inactive = company.stare_inactiv?.statusInactivi ? (isoDay(company.stare_inactiv.dataInactivare) ?? '') : undefined;
  const state = struckOff !== undefined ? 'STRUCK_OFF' : inactive !== undefined ? 'INACTIVE' : 'ACTIVE';
  const since = struckOff || inactive;
  return {
    name: general.denumire,
    address: general.adresa,
    registration: general.nrRegCom,
    vatPayer: company.inregistrare_scop_Tva?.scpTVA ?? false,
    state,
    ...(since ? { since } : {}),
  };
}

/** Seconds a 429 or 503 asks us to wait, from `Retry-After`, when it names them. */
const retryAfterOf = (response: Response): number | undefined => {
  const seconds = Number(response.headers.get('retry-after'));
  return Number.isFinite(seconds) && seconds > 0 ? seconds : undefined;
};

/**
 * Asks the register at `url` about `codes` (digits only, at most 500) as of `day`. Throws
 * `RegisterUnavailable` for a refusal (429, 5xx), a slow answer, a network failure or an answer
 * not in the documented format.
 */
export async function askRegister(url: string, codes: readonly string[], day: Date, timeoutMs: number = registerLimits.timeoutMs): Promise<RegisterAnswer> {
  if (codes.length > registerLimits.codesPerCall) throw new RangeError(`at most ${registerLimits.codesPerCall} codes a call`);
  const data = day.toISOString().slice(0, 10);
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(codes.map((code) => ({ cui: Number(code), data }))),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    throw new RegisterUnavailable(error instanceof Error && error.name === 'TimeoutError' ? 'timeout' : 'unreachable');
  }
  if (!response.ok) throw new RegisterUnavailable(`status ${response.status}`, retryAfterOf(response));
  const parsed = answerSchema.safeParse(await response.json().catch(() => undefined));
  if (!parsed.success || parsed.data.cod !== 200) throw new RegisterUnavailable('malformed');
  return {
    found: new Map(parsed.data.found.map((company) => [company.date_generale.cui, recordOf(company)])),
    notFound: new Set(parsed.data.notFound),
  };
}
