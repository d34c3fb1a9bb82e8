import type { ColumnType } from 'kysely';

/**
 * Kysely column added by migration 014-oss to sys_file (merged into SysFileTable of
 * widget-demo-types.ts by module augmentation).
 */
declare module './widget-demo-types.js' {
  interface SysFileTable {
    /** where the bytes live: 'local' (UPLOAD_DIR) or 's3' (OSS_BUCKET); default 'local' */
    store: ColumnType<string, string | undefined, string>;
  }
}

export {};
