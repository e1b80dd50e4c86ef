import fc from 'fast-check';
import type { OpenApiDocument } from '../../openapi/spec-files';

type Schema = Record<string, unknown>;

function resolve(schema: Schema, spec: OpenApiDocument): Schema {
  const ref = schema.$ref as string | undefined;
  if (!ref) return schema;
  const name = ref.split('/').at(-1) as string;
  return resolve(spec.components.schemas[name] as Schema, spec);
}

function stringArbitrary(schema: Schema): fc.Arbitrary<string> {
  const forbidden = (schema.not as Schema | undefined)?.pattern as string | undefined;
  if (forbidden) {
    const refused = new RegExp(forbidden);
    return stringArbitrary({ ...schema, not: undefined }).filter((value) => !refused.test(value));
  }
  if (schema.format === 'uuid') return fc.uuid();
  if (schema.format === 'email') return fc.emailAddress();
  if (schema.format === 'date-time') return fc.date({ noInvalidDate: true }).map((date) => date.toISOString());
  const pattern = schema.pattern as string | undefined;
  if (pattern) {
    try {
      return fc
        .stringMatching(new RegExp(pattern))
        .filter((value) => value.length >= ((schema.minLength as number) ?? 0) && value.length <= ((schema.maxLength as number) ?? 10_000));
    } catch {
      // A pattern fast-check cannot generate from (lookaheads): a value known to pass it.
      return fc.constant('Munte!Verde#2031');
    }
  }
  return fc.string({ minLength: (schema.minLength as number) ?? 0, maxLength: Math.min((schema.maxLength as number) ?? 40, 60) });
}

/** Values that fit a JSON schema of our OpenAPI files (the subset they use). */
export function arbitraryFor(input: Schema, spec: OpenApiDocument): fc.Arbitrary<unknown> {
  const schema = resolve(input, spec);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  if (Array.isArray(schema.oneOf)) return fc.oneof(...(schema.oneOf as Schema[]).map((branch) => arbitraryFor(branch, spec)));
  const type = schema.type;
  if (Array.isArray(type)) return fc.oneof(...type.map((single) => arbitraryFor({ ...schema, type: single }, spec)));
  switch (type) {
    case 'null':
      return fc.constant(null);
    case 'string':
      return stringArbitrary(schema);
    case 'integer':
      return fc.integer({ min: (schema.minimum as number) ?? -1000, max: Math.min((schema.maximum as number) ?? 1000, 1000) });
    case 'number':
      return fc.double({
        min: ((schema.exclusiveMinimum as number) ?? (schema.minimum as number) ?? -1000) + 0.01,
        max: Math.min((schema.maximum as number) ?? 10_000, 10_000),
        noNaN: true,
      });
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(arbitraryFor(schema.items as Schema, spec), {
        minLength: (schema.minItems as number) ?? 0,
        maxLength: Math.min((schema.maxItems as number) ?? 3, 3),
      });
    case 'object': {
      const properties = (schema.properties ?? {}) as Record<string, Schema>;
      const record = Object.fromEntries(Object.entries(properties).map(([name, property]) => [name, arbitraryFor(property, spec)]));
      return fc.record(record, { requiredKeys: (schema.required as string[]) ?? [] });
    }
    default:
      return fc.anything();
  }
}

/** A valid value with one property swapped for anything at all: the near misses. */
export function nearMiss(valid: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return fc.tuple(valid, fc.anything(), fc.nat()).map(([value, junk, pick]) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return junk;
    const keys = Object.keys(value);
    if (keys.length === 0) return { unexpected: junk };
    return { ...value, [keys[pick % keys.length] as string]: junk };
  });
}
