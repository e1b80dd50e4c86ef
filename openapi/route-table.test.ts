import { describe, expect, it } from 'vitest';
import { packRouteTable, unpackRouteTable, type RecordedRoute } from './route-table';

const problem = { type: 'object', properties: { code: { type: 'string', enum: ['VALIDATION_FAILED', 'NOT_FOUND', 'FORBIDDEN'] }, detail: { type: 'string' } } };
const route = (operationId: string, url: string): RecordedRoute => ({
  method: 'GET',
  url,
  operationId,
  schema: {
    operationId,
    params: { type: 'object', properties: { id: { type: 'string', format: 'uuid' } } },
    response: { 400: structuredClone(problem), 404: structuredClone(problem) },
  },
  mediaTypes: [],
});

describe('the route table format', () => {
  it('reads back exactly the routes it was given, writing a repeated schema once', () => {
    const routes = [route('getOne', '/things/:id'), route('getOther', '/others/:id')];
    const text = packRouteTable(routes);
    const read = unpackRouteTable(text);
    expect(read).toEqual(routes);
    expect(text.split('VALIDATION_FAILED')).toHaveLength(2);
    // Wherever the schema was repeated, one object stands, as the glue hands shared schemas to Fastify.
    expect(read[0]?.schema.response).toBe(read[1]?.schema.response);
  });
});
