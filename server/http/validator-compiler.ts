import Ajv, { type Options } from 'ajv';
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

export const validatorCompiler: FastifySchemaCompiler<unknown> = ({ schema, httpPart }) =>
  (httpPart === 'body' ? bodies : textParts).compile(schema as object) as ReturnType<FastifySchemaCompiler<unknown>>;
