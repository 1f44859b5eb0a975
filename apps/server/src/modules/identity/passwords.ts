import { hash, verify } from '@node-rs/argon2';

// argon2id (algorithm 2) with the OWASP-recommended minimum cost.
const OPTIONS = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

let decoy: Promise<string> | undefined;

/**
 * The hash an unknown user name is checked against. Made when the server starts (`warmDecoy`), so
 * that even the first unknown name costs one verification and nothing more.
 */
export function warmDecoy(): Promise<string> {
  decoy ??= hashPassword('decoy-password-for-timing');
  return decoy;
}

/** Verifies a password; with no stored hash it still spends the same time, so unknown names don't show. */
export async function verifyPassword(storedHash: string | null, password: string): Promise<boolean> {
  if (!storedHash) {
    await verify(await warmDecoy(), password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}
