import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAnafStandIn, type AnafStandIn } from '../../testing/anaf-stand-in';
import { askRegister, RegisterUnavailable } from './anaf-register';

const day = new Date('2026-11-28T08:00:00Z');

describe("ANAF's register, asked through its documented REST service (a local stand-in)", () => {
  let register: AnafStandIn;
  beforeAll(async () => {
    register = await startAnafStandIn({
      '14399840': { name: 'DANTE INTERNATIONAL SA', registration: 'J40/372/2002', vatPayer: true },
      '18547290': { name: 'CAFEA VECHE SRL', vatPayer: false, inactiveSince: '2026-03-01' },
      '13548146': { name: 'FOST DISTRIBUITOR SRL', struckOffOn: '2025-06-30' },
    });
  });
  afterAll(() => register.close());

  it('reads each company as active, inactive or struck off, with its name, address, register number and VAT, and the codes it does not know', async () => {
    register.mode = 'answer';
    const answer = await askRegister(register.url, ['14399840', '18547290', '13548146', '12345674'], day);
    expect(answer.found.get('14399840')).toEqual({
      name: 'DANTE INTERNATIONAL SA',
      address: 'MUNICIPIUL BUCUREŞTI, SECTOR 1, STR. EXEMPLU, NR.1',
      registration: 'J40/372/2002',
      vatPayer: true,
      state: 'ACTIVE',
    });
    expect(answer.found.get('18547290')).toMatchObject({ state: 'INACTIVE', since: '2026-03-01', vatPayer: false });
    expect(answer.found.get('13548146')).toMatchObject({ state: 'STRUCK_OFF', since: '2025-06-30' });
    expect([...answer.notFound]).toEqual(['12345674']);
    expect(register.calls.at(-1)?.codes).toBe(4);
  });

  it.each([
    ['refuse429', 'status 429', 2],
    ['fail503', 'status 503', undefined],
    ['malformed', 'malformed', undefined],
  ] as const)('concludes nothing from an answer that is %s', async (mode, reason, retryAfterSeconds) => {
    register.mode = mode;
    const failure = await askRegister(register.url, ['14399840'], day).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(RegisterUnavailable);
    expect(failure).toMatchObject({ message: reason, retryAfterSeconds });
  });

  it('gives up on a slow answer after its time, and on an address that does not answer', async () => {
    register.mode = 'slow';
    await expect(askRegister(register.url, ['14399840'], day, 300)).rejects.toMatchObject({ message: 'timeout' });
    await expect(askRegister('http://127.0.0.1:9/api/PlatitorTvaRest/v9/tva', ['14399840'], day, 300)).rejects.toBeInstanceOf(RegisterUnavailable);
  });

  it('never asks about more than 500 codes in one call', async () => {
    await expect(
      askRegister(
        register.url,
        Array.from({ length: 501 }, (_, at) => String(at + 10)),
        day,
      ),
    ).rejects.toThrow(RangeError);
  });
});
