import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { accountDataMachine } from './account-data.machine';
import { accountDataCsv, type AccountData } from './account-data-csv';
import Papa from 'papaparse';

const data: AccountData = {
  exportedAt: '2026-11-29T09:30:00.000Z',
  profile: {
    uuid: '7c1f0000-0000-4000-8000-000000000001',
    username: 'anapop',
    email: 'ana@horeca.test',
    phone: '0722000111',
    firstName: 'Ana',
    lastName: 'Pop',
    sellerName: 'Cafea Bună SRL',
    sellerIdentifier: 'RO18547290',
    description: 'Cafea, "boabe"; și ceai',
    isVerified: true,
    isEnabled: true,
    roles: [{ name: 'SELLER_HORECA' }],
  },
  products: [],
  sessions: [
    { device: 'Chrome pe Linux', network: '192.0.2.0/24', signedInAt: '2026-11-29T09:00:00.000Z', lastUsedAt: '2026-11-29T09:29:00.000Z', secondFactor: '' },
  ],
  secondFactors: { authenticatorAddedAt: null, recoveryCodesLeft: 0, passkeys: [] },
  securityMails: [],
  heldMail: [],
  contactMessages: [],
  reports: [
    {
      reference: 'R-000042',
      productName: 'Whisky 0,7 l',
      reason: 'COUNTERFEIT',
      explanation: 'Eticheta pare contrafăcută',
      address: 'https://catalog.test/product?id=1',
      sentAt: '2026-11-28T09:00:00.000Z',
      decision: null,
    },
  ],
  moderationDecisions: [],
};

describe("a user's data, downloaded (issue #51)", () => {
  it('downloads once per press, saves it in the format asked, and says why when it cannot', async () => {
    const saved: string[] = [];
    const told: string[] = [];
    let calls = 0;
    const actor = createActor(
      accountDataMachine.provide({
        actors: {
          fetchData: fromPromise(async () => {
            calls += 1;
            if (calls === 2) throw { type: 'about:blank', title: 'x', status: 403, code: 'REAUTHENTICATION_REQUIRED' };
            return data;
          }),
        },
        actions: {
          save: (_, { data: got, format }) => void saved.push(`${format} ${got.profile.username}`),
          notifyFailed: (_, reason) => void told.push(reason),
        },
      }),
    ).start();
    actor.send({ type: 'download', format: 'csv' });
    expect(actor.getSnapshot().hasTag('pending')).toBe(true);
    actor.send({ type: 'download', format: 'json' });
    await waitFor(actor, (snapshot) => snapshot.matches('idle'));
    actor.send({ type: 'download', format: 'json' });
    await waitFor(actor, (snapshot) => snapshot.matches('idle'));
    expect(calls).toBe(2);
    expect(saved).toEqual(['csv anapop']);
    expect(told).toEqual(['REAUTHENTICATION_REQUIRED']);
  });

  it('writes every value of the data as a row a spreadsheet reads back, quotes and diacritics kept', () => {
    const csv = accountDataCsv(data);
    const rows = Papa.parse<string[]>(csv).data;
    expect(rows[0]).toEqual(['parte', 'element', 'câmp', 'valoare']);
    expect(rows).toContainEqual(['profile', '', 'description', 'Cafea, "boabe"; și ceai']);
    expect(rows).toContainEqual(['profile', '', 'roles.1.name', 'SELLER_HORECA']);
    expect(rows).toContainEqual(['sessions', '1', 'device', 'Chrome pe Linux']);
    expect(rows).toContainEqual(['secondFactors', '', 'authenticatorAddedAt', '']);
    expect(rows).toContainEqual(['reports', '1', 'reference', 'R-000042']);
    expect(rows).toContainEqual(['reports', '1', 'decision', '']);
    // An empty part still has its row, so the file says it holds nothing there.
    expect(rows).toContainEqual(['products', '', '', '']);
    expect(rows.filter((row) => row[0] === 'profile')).toHaveLength(Object.keys(data.profile).length);
  });
});
