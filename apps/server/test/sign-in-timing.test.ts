import type * as Argon2 from '@node-rs/argon2';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, tokenRequest, TENANT_A, type TestApp } from './helpers';

/** Every password hash made and checked, counted around the real argon2 functions. */
const work = vi.hoisted(() => ({ hashes: 0, verifications: 0 }));
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const argon2 = await importOriginal<typeof Argon2>();
  return {
    ...argon2,
    hash: (...args: Parameters<typeof argon2.hash>) => {
      work.hashes++;
      return argon2.hash(...args);
    },
    verify: (...args: Parameters<typeof argon2.verify>) => {
      work.verifications++;
      return argon2.verify(...args);
    },
  };
});

/**
 * Sign-in must not tell who exists: an unknown name, a locked account and a wrong password answer
 * alike and cost the same work, one password verification at the same cost and nothing else, from
 * the very first attempt after start-up. (Timing is a matter of work done, which this counts; a
 * stopwatch on a shared machine would measure the machine.)
 */
describe('sign-in answers unknown, locked and wrong alike, with the same work', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ config: { loginMaxFailures: 2, loginLockSeconds: 600 } });
  });
  afterAll(() => t.close());

  async function attempt(username: string, password: string) {
    const before = { ...work };
    const response = await tokenRequest(t.app, TENANT_A, { grant_type: 'password', username, password });
    return { status: response.statusCode, body: response.json(), hashes: work.hashes - before.hashes, verifications: work.verifications - before.verifications };
  }

  it('spends exactly one verification and no hashing on each, the first unknown name included', async () => {
    const unknown = await attempt('nobody-at-all', 'Demo@2026');
    const wrong = await attempt('compliance', 'not-the-password');
    await attempt('compliance', 'still-not-it');
    const locked = await attempt('compliance', 'Demo@2026');
    const expected = { status: 401, body: { error: 'invalid_grant', error_description: '用户名或密码错误' }, hashes: 0, verifications: 1 };
    expect({ unknown, wrong, locked }).toEqual({ unknown: expected, wrong: expected, locked: expected });
  });

  it('checks an unknown name against a decoy made with the same cost as real passwords', async () => {
    const { hashPassword, warmDecoy } = await import('../src/modules/identity/passwords');
    const parameters = (stored: string) => stored.split('$').slice(1, 4).join('$');
    expect(parameters(await warmDecoy())).toBe(parameters(await hashPassword('any password at all')));
    expect(parameters(await warmDecoy())).toMatch(/^argon2id\$v=19\$m=19456,t=2,p=1$/);
  });
});
