import { describe, expect, it } from 'vitest';
import { loadPasswordStrength } from './password-strength';

const passwordStrength = await loadPasswordStrength();

describe('password strength as attackers guess it', () => {
  it('refuses passwords that meet the character rule but are guessed, with a Romanian reason', () => {
    expect(passwordStrength('P@ssw0rd1')).toEqual({
      score: expect.any(Number),
      acceptable: false,
      reason: 'Parola seamănă prea mult cu o parolă foarte folosită, chiar cu litere înlocuite de cifre sau simboluri.',
    });
    expect(passwordStrength('Qwerty!123').acceptable).toBe(false);
    expect(passwordStrength('Bucuresti!2024').acceptable).toBe(false);
    expect(passwordStrength('Parola!123').reason).toMatch(/^Parola se ghicește prea ușor\. /);
  });

  it("refuses the account's own words, which the lists alone would let through", () => {
    const words = ['zamfirescu', 'zamfirescu.tudor@cafenea.test', 'Tudor', 'Bistro Zamfirescu SRL'];
    expect(passwordStrength('Zamfirescu!7').acceptable).toBe(true);
    expect(passwordStrength('Zamfirescu!7', words)).toMatchObject({ acceptable: false, reason: expect.stringMatching(/ghic|numele/) });
  });

  it("refuses the site's own words in any case with digits and signs around them, and the README's demo passwords (issue #47)", () => {
    for (const password of ['HoReCa2025!', 'Admin2025!!', 'Catalog#HoReCa1', 'DEMO!2026']) {
      expect(passwordStrength(password), password).toMatchObject({ acceptable: false, reason: expect.stringMatching(/numele site-ului/) });
    }
    for (const password of ['Demo!2025', 'Ceai!Verde#2025', 'ceai!verde#2025']) {
      expect(passwordStrength(password), password).toMatchObject({ acceptable: false, reason: expect.stringMatching(/parolele publicate/) });
    }
    // An account word dressed the same way is refused too; a longer phrase around it is not.
    expect(passwordStrength('Zamfirescu!2025', ['zamfirescu']).acceptable).toBe(false);
    expect(passwordStrength('Zamfirescu bea ceai la 7!', ['zamfirescu']).acceptable).toBe(true);
  });

  it('accepts passphrases and long unusual passwords', () => {
    expect(passwordStrength('Munte!Verde#2031')).toMatchObject({ score: 4, acceptable: true, reason: undefined });
    expect(passwordStrength('ceainicul galben doarme pe raft 7!').acceptable).toBe(true);
  });
});

describe('loading the judge', () => {
  it('builds zxcvbn once, whoever asks first', async () => {
    const [first, second] = await Promise.all([loadPasswordStrength(), loadPasswordStrength()]);
    expect(first).toBe(second);
    expect(first).toBe(passwordStrength);
  });
});
