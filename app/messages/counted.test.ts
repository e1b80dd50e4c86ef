import { describe, expect, it } from 'vitest';
import { counted, nouns } from './counted';
import { uploadTexts } from '../routes/upload/upload-texts';
import { errorMessage } from './error-messages';

describe('Romanian counts', () => {
  it.each([
    [1, '1 produs'],
    [2, '2 produse'],
    [19, '19 produse'],
    [20, '20 de produse'],
    [100, '100 de produse'],
    [101, '101 produse'],
    [119, '119 produse'],
    [120, '120 de produse'],
    [1_000, '1.000 de produse'],
    [100_000, '100.000 de produse'],
    [100_001, '100.001 produse'],
    [0, '0 produse'],
  ])('say %i as "%s"', (count, text) => {
    expect(counted(count, nouns.product)).toBe(text);
  });

  it('reach every counted screen text and message', () => {
    expect(uploadTexts.rows(100)).toBe('100 de produse în fișier');
    expect(uploadTexts.rows(101)).toBe('101 produse în fișier');
    expect(uploadTexts.errorsTitle(20)).toBe('20 de produse au erori');
    expect(uploadTexts.imported({ created: 25, updated: 0, unchanged: 0, deleted: 120 })).toBe(
      '25 de produse noi au fost importate, 120 de produse vechi au fost șterse.',
    );
    expect(uploadTexts.imported({ created: 1, updated: 20, unchanged: 2, deleted: 0 })).toBe(
      'Un produs nou a fost importat, 20 de produse au fost actualizate, 2 produse au rămas neschimbate.',
    );
    expect(uploadTexts.rowsRead(100_000)).toBe('100.000 de rânduri citite');
    expect(errorMessage('USER_IS_TEMPORARILY_BLOCKED_FROM_LOG_IN', { retryAfterSeconds: 101 * 60 })).toContain('încă 101 minute');
    expect(errorMessage('USER_IS_TEMPORARILY_BLOCKED_FROM_LOG_IN', { retryAfterSeconds: 25 * 60 })).toContain('încă 25 de minute');
    expect(errorMessage('TOO_MANY_REQUESTS', { retryAfterSeconds: 120 })).toContain('120 de secunde');
    expect(errorMessage('TOO_MANY_REQUESTS', { retryAfterSeconds: 1 })).toContain('o secundă');
  });
});
