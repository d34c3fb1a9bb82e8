import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const VERSION = 'v1:';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** Encrypts and decrypts data-source passwords with AES-256-GCM under one 32-byte key. */
export interface SecretBox {
  /** Ciphertext 'v1:' + base64(iv 12 | tag 16 | ciphertext) of `plain` (fresh random iv each call). */
  seal(plain: string): string;
  /** The clear text of a `seal` result. @throws Error when the key differs or the text was altered. */
  open(sealed: string): string;
}

/**
 * The 32-byte key: HKDF-SHA256 of DATASOURCE_SECRET when set; else of the contents of `keyFile`,
 * which is created with 32 random bytes (mode 0600) on first use. Keep that file with the data dir:
 * losing it makes stored passwords unreadable (they must be entered again).
 */
export function loadDatasourceKey(secret: string | undefined, keyFile: string): Buffer {
  let material: Buffer;
  if (secret) {
    material = Buffer.from(secret, 'utf8');
  } else {
    try {
      material = fs.readFileSync(keyFile);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
      fs.mkdirSync(path.dirname(keyFile), { recursive: true });
      const fresh = randomBytes(32);
      try {
        fs.writeFileSync(keyFile, fresh, { mode: 0o600, flag: 'wx' });
        material = fresh;
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
        material = fs.readFileSync(keyFile); // another instance created it first
      }
    }
  }
  return Buffer.from(hkdfSync('sha256', material, 'sys_data_source', 'aes-256-gcm password key', 32));
}

/** A SecretBox over a 32-byte key (see loadDatasourceKey). */
export function createSecretBox(key: Buffer): SecretBox {
  if (key.length !== 32) throw new Error('AES-256-GCM needs a 32-byte key');
  return {
    seal(plain) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return VERSION + Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
    },
    open(sealed) {
      if (!sealed.startsWith(VERSION)) throw new Error('unknown secret format');
      const raw = Buffer.from(sealed.slice(VERSION.length), 'base64');
      if (raw.length < IV_BYTES + TAG_BYTES) throw new Error('secret too short');
      const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES));
      decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
      return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
    },
  };
}
