import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { contractGroup, multipartBody, type ContractInput } from './contract';

describe('contractGroup', () => {
  const adminCall = contractGroup({ method: 'GET', tags: ['admin'], access: { permission: 'system:menu:list' } });

  it('gives each contract the shared fields, which a contract may set itself', () => {
    const list = adminCall({ path: '/admin/list', summary: 'The list', result: z.array(z.string()) });
    expect(list).toMatchObject({ method: 'GET', path: '/admin/list', tags: ['admin'], access: { permission: 'system:menu:list' } });
    const create = adminCall({ method: 'POST', path: '/admin', summary: 'Creates one', body: z.object({ name: z.string() }), encoding: 'json', result: z.null() });
    expect(create.method).toBe('POST');
    const input: ContractInput<typeof create> = { body: { name: 'a' } };
    expect(create.body.parse(input.body)).toEqual({ name: 'a' });
  });

  it('refuses, at compile time, a contract that misses a field or a body without its encoding', () => {
    // @ts-expect-error a contract needs its result
    adminCall({ path: '/admin/x', summary: 'No result' });
    // @ts-expect-error a body says how it is encoded
    adminCall({ method: 'POST', path: '/admin/y', summary: 'No encoding', body: z.object({}), result: z.null() });
    expect(multipartBody.encoding).toBe('multipart');
  });
});
