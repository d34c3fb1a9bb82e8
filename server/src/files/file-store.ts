import type { Readable } from 'node:stream';
import type { AppConfig } from '../config.js';
import { LocalFileStore } from './local-store.js';
import { S3FileStore } from './s3-store.js';

/** Where a sys_file row's bytes live (column sys_file.store, migration 014). */
export type StoreKind = 'local' | 's3';

/** An opened stored object: its bytes as a stream and its length in bytes. */
export interface StoredObject {
  stream: Readable;
  size: number;
}

/**
 * A place stored files are kept (docs/admin-contract.md "Object storage"). Keys are the stored
 * paths of sys_file (`<biz>/<yyyyMMdd>/<name>_<stamp>.<ext>`), already checked by
 * checkRelativePath before they reach a store.
 */
export interface FileStore {
  readonly kind: StoreKind;
  /**
   * Writes `data` under `key` without replacing anything: answers 'exists' when the key is taken
   * (the caller picks another key), 'stored' otherwise. Throws on storage errors.
   */
  put(key: string, data: Buffer, contentType: string): Promise<'stored' | 'exists'>;
  /** Opens the object, or null when it does not exist (or, locally, lies outside the root). */
  get(key: string): Promise<StoredObject | null>;
  /** Removes the object; a missing object is not an error. Throws on storage errors. */
  remove(key: string): Promise<void>;
}

/** The stores of one app: the local disk always, S3 when configured, and the one new uploads use. */
export interface FileStores {
  local: FileStore;
  s3: FileStore | null;
  /** S3 when OSS_* is configured, else the local disk */
  upload: FileStore;
  /** The store of a sys_file row's kind, or null when that store is not configured. */
  of(kind: string): FileStore | null;
}

const cache = new WeakMap<AppConfig, FileStores>();

/**
 * The FileStores of an app configuration (one set per AppConfig object, created on first use):
 * the local store over UPLOAD_DIR, and an S3FileStore over config.oss when it is set.
 */
export function fileStoresOf(config: AppConfig): FileStores {
  let stores = cache.get(config);
  if (!stores) {
    const local = new LocalFileStore(config.uploadDir);
    const s3 = config.oss ? new S3FileStore(config.oss) : null;
    stores = { local, s3, upload: s3 ?? local, of: (kind) => (kind === 'local' ? local : kind === 's3' ? s3 : null) };
    cache.set(config, stores);
  }
  return stores;
}
