import { hash, verify } from '@node-rs/argon2';

/** Hashes a password with argon2id (PHC string, random salt, library default cost). */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

/**
 * Checks a password against a PHC argon2 hash. Answers false (never throws) for a wrong
 * password or a malformed hash.
 */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
