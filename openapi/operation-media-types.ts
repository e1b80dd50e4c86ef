/** The operation's request body media types, as its spec declares them (none for an operation without a body). */
export function declaredMediaTypes(operation: { requestBody?: unknown }): string[] {
  const content = (operation.requestBody as { content?: Record<string, unknown> } | undefined)?.content ?? {};
  return Object.keys(content).map((type) => type.toLowerCase());
}

/** Every operation's declared media types, by operationId, from a service's spec. */
export function mediaTypesByOperation(specification: object): Map<string, string[]> {
  const byOperation = new Map<string, string[]>();
  for (const item of Object.values((specification as { paths: Record<string, Record<string, unknown>> }).paths)) {
    for (const operation of Object.values(item)) {
      const { operationId } = operation as { operationId?: string };
      if (operationId) byOperation.set(operationId, declaredMediaTypes(operation as { requestBody?: unknown }));
    }
  }
  return byOperation;
}
