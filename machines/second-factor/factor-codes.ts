import { authenticatorCodeSchema, recoveryCodeSchema } from '../../openapi/domain/account-rules';
import type { components } from '../../openapi/generated/auth';

export type SecondFactorMethod = components['schemas']['SecondFactorMethod'];
export type CodeMethod = components['schemas']['SecondFactorCodeMethod'];

const codeSchemas = { totp: authenticatorCodeSchema, recoveryCode: recoveryCodeSchema } as const;

/** A typed code read as its method's rule reads it: six digits from the app, or a recovery code. */
export const parsedCode = (typed: { method: CodeMethod; code: string }) => codeSchemas[typed.method].safeParse(typed.code);

/** The code a second factor is asked with first: the app's, if the account has one. */
export const firstCodeMethod = (methods: readonly SecondFactorMethod[]): CodeMethod => (methods.includes('totp') ? 'totp' : 'recoveryCode');

/** The other code method, when the account has an app to switch to; a recovery code otherwise. */
export const switchedCodeMethod = (method: CodeMethod, methods: readonly SecondFactorMethod[]): CodeMethod =>
  method === 'totp' ? 'recoveryCode' : firstCodeMethod(methods);
