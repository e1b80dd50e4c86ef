import type { components } from '../generated/auth';

export type Problem = components['schemas']['Problem'];
export type ErrorCode = components['schemas']['ErrorCode'];
export type FieldError = components['schemas']['FieldError'];

/** True when an openapi-fetch `error` is an RFC 9457 problem from one of our services. */
export function isProblem(error: unknown): error is Problem {
  return typeof error === 'object' && error !== null && typeof (error as Problem).code === 'string' && typeof (error as Problem).status === 'number';
}
