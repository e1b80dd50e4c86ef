import { describe, expect, it } from 'vitest';
import { readSpec } from '../../openapi/spec-files';
import { serviceNames } from '../../openapi/services';
import { errorTitles } from './error-titles';

describe('the error catalogue', () => {
  it.each(serviceNames)('%s: the spec names every code with the Romanian title the server sends', (service) => {
    const catalogue = readSpec(service).components.schemas.ErrorCode as { enum: string[]; 'x-titles': Record<string, string> };
    expect(Object.keys(catalogue['x-titles']).sort()).toEqual([...catalogue.enum].sort());
    expect(catalogue['x-titles']).toEqual(errorTitles);
  });
});
