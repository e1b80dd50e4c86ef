import Ajv, { type ErrorObject, type Options, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';

const shared: Options = {
  // Bad input is rejected, never silently "fixed" (decision 003).
  removeAdditional: false,
  useDefaults: false,
  // Every problem is reported, so a bulk import lists all its bad rows at once.
  allErrors: true,
  strict: false,
};

function ajv(options: Options): Ajv {
  const instance = new Ajv({ ...shared, ...options });
  addFormats(instance);
  // OpenAPI keywords that are not JSON Schema validation keywords.
  instance.addKeyword({ keyword: 'example' });
  instance.addKeyword({ keyword: 'discriminator' });
  return instance;
}

/** Bodies are JSON and validated as sent: a string is never turned into a number. */
const bodies = ajv({ coerceTypes: false });
/** Query strings and path parameters are text by nature, so `page=2` may become 2. */
const textParts = ajv({ coerceTypes: 'array' });

/** A validator as Fastify calls it: true or false, and on false the errors on the function. */
interface LazyValidator {
  (data: unknown, context?: Parameters<ValidateFunction>[1]): boolean;
  errors?: ErrorObject[] | null;
}

/**
 * A validator compiled at its first call: compiling every operation's schemas up front was a
 * tenth of a start (issue #28), and a process serves a few operations in its first seconds. The
 * schemas are the specs', which `npm test` lints and which the server checks against OpenAPI's
 * own schema as it mounts them, and the contract tests call every operation. Fastify hands a
 * validator the request as its data's parent (so coercion may replace a whole query or path
 * value) when the validator has Ajv's `schemaEnv`; the getter compiles and answers with it, so
 * Fastify calls this one exactly as it would call Ajv's.
 */
function compiledOnFirstUse(compile: () => ValidateFunction): LazyValidator {
  let compiled: ValidateFunction | undefined;
  const compiledNow = (): ValidateFunction => (compiled ??= compile());
  const validate: LazyValidator = (data, context) => {
    const valid = compiledNow()(data, context);
    validate.errors = compiledNow().errors ?? null;
    return valid;
  };
  Object.defineProperty(validate, 'schemaEnv', { get: () => compiledNow().schemaEnv });
  return validate;
}

export const validatorCompiler: FastifySchemaCompiler<unknown> = ({ schema, httpPart }) =>
  compiledOnFirstUse(() => (httpPart === 'body' ? bodies : textParts).compile(schema as object)) as ReturnType<FastifySchemaCompiler<unknown>>;
