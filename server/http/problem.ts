import type { ErrorCode, FieldError, Problem } from '../../openapi/clients/problem';
import { errorTitles } from './error-titles';

export type ProblemParams = NonNullable<Problem['params']>;

/** An error a handler throws to answer with an RFC 9457 problem carrying a catalogue code. */
export class HttpProblem extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    readonly extras: { detail?: string; params?: ProblemParams; errors?: FieldError[] } = {},
  ) {
    super(extras.detail ?? errorTitles[code]);
    this.name = 'HttpProblem';
  }
}

export const problemContentType = 'application/problem+json; charset=utf-8';

export function toProblem(error: HttpProblem, instance: string): Problem {
  return {
    type: `urn:catalog-horeca:error:${error.code}`,
    title: errorTitles[error.code],
    status: error.status,
    code: error.code,
    instance,
    ...(error.extras.detail ? { detail: error.extras.detail } : {}),
    ...(error.extras.params ? { params: error.extras.params } : {}),
    ...(error.extras.errors ? { errors: error.extras.errors } : {}),
  };
}
