import { SerializerSelector, type SerializerFactory } from '@fastify/fast-json-stringify-compiler';

const fastJsonStringify = SerializerSelector();

/**
 * Fastify's own response serializers (fast-json-stringify), each built at its first use rather
 * than when its route is registered: building them all was a twentieth of a start (issue #28),
 * and a process answers a few operations in its first seconds. What a response looks like does
 * not change; only when its serializer is built does.
 */
export const serializersBuiltOnFirstUse: SerializerFactory = (externalSchemas, options) => {
  const build = fastJsonStringify(externalSchemas, options);
  return (route) => {
    let serialize: ((document: unknown) => string) | undefined;
    return (document) => (serialize ??= build(route))(document);
  };
};
