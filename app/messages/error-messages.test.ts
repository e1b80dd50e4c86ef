import { describe, expect, it } from 'vitest';
import { serviceNames } from '../../openapi';
import { readSpec } from '../../openapi/spec-files';
import { errorCodes, errorMessage } from './error-messages';

const specCodes = [
  ...new Set(
    serviceNames.flatMap(
      (service) => (readSpec(service) as unknown as { components: { schemas: { ErrorCode: { enum: string[] } } } }).components.schemas.ErrorCode.enum,
    ),
  ),
];

describe('the Romanian message of every server error code', () => {
  it('covers every code of the three OpenAPI catalogues, and no other', () => {
    expect([...errorCodes].filter((code) => code !== 'NETWORK').sort()).toEqual([...specCodes].sort());
  });

  it.each(specCodes)('%s reads as Romanian, without placeholders left over', (code) => {
    const text = errorMessage(code as never, {});
    expect(text.length).toBeGreaterThan(10);
    expect(text).not.toMatch(/\{|\}|undefined|NaN/);
    expect(text).toMatch(/[.!]$/);
  });

  it('fills the block of too many login attempts from its params', () => {
    expect(errorMessage('USER_IS_TEMPORARILY_BLOCKED_FROM_LOG_IN', { retryAfterSeconds: 60 })).toContain('încă un minut');
    expect(errorMessage('USER_IS_TEMPORARILY_BLOCKED_FROM_LOG_IN', { retryAfterSeconds: 900 })).toContain('încă 15 minute');
    expect(errorMessage('USER_IS_TEMPORARILY_BLOCKED_FROM_LOG_IN', { blockedUntil: '2026-11-22T10:15:00Z' })).toMatch(
      /până la \d{2}\.\d{2}\.2026, \d{2}:\d{2}:\d{2}/,
    );
  });

  it('names the city that is not on the list, and the wait after too many requests', () => {
    expect(errorMessage('CITY_NOT_FOUND', { city: 'Atlantida' })).toBe('Orașul „Atlantida” nu se află în listă.');
    expect(errorMessage('TOO_MANY_REQUESTS', { retryAfterSeconds: 30 })).toContain('30 de secunde');
  });

  it('explains a failure without an answer as a connection problem', () => {
    expect(errorMessage(undefined)).toBe('Nu am putut contacta serverul. Verifică conexiunea și încearcă din nou.');
  });
});
