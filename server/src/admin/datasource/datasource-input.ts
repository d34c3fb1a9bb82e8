import { optionalText, requiredText, textOf, type Body } from '../dicts/input.js';
import { bad } from '../dicts/texts.js';
import { checkHostField } from './host-check.js';
import { DS_TEXT as T } from './texts.js';

/** Database types a data source may have (definitions only; only postgresql can be tested here). */
export const DB_TYPES = ['postgresql', 'mysql'] as const;
/** One of DB_TYPES. */
export type DbType = (typeof DB_TYPES)[number];

/** The structured connection fields of a data source (never a URL or connection string). */
export interface ConnectionFields {
  dbType: DbType;
  host: string;
  port: number;
  database: string;
  username: string;
}

/** A parsed add / edit body; password undefined = keep the stored one (edit), '' never occurs. */
export interface DataSourceInput extends ConnectionFields {
  code: string;
  name: string;
  remark: string | null;
  password: string | undefined;
}

const IDENT = /^[A-Za-z0-9_.-]{1,63}$/;

/**
 * The connection fields of a body {dbType, dbHost, dbPort, dbName, dbUsername}: dbType from
 * DB_TYPES, host a host name or IP (checkHostField), port an integer 1-65535, database and user
 * `[A-Za-z0-9_.-]{1,63}`. @throws HttpError 400 with the Chinese message of the first bad field.
 */
export function parseConnection(body: Body): ConnectionFields {
  const dbType = textOf(body.dbType) ?? 'postgresql';
  if (!(DB_TYPES as readonly string[]).includes(dbType)) throw bad(T.badDbType);
  const host = textOf(body.dbHost);
  if (!host) throw bad(T.badHost);
  checkHostField(host);
  const portText = textOf(body.dbPort);
  if (!portText || !/^\d{1,5}$/.test(portText) || Number(portText) < 1 || Number(portText) > 65535) throw bad(T.badPort);
  const database = textOf(body.dbName);
  if (!database || !IDENT.test(database)) throw bad(T.badDbName);
  const username = textOf(body.dbUsername);
  if (!username || !IDENT.test(username)) throw bad(T.badUsername);
  return { dbType: dbType as DbType, host, port: Number(portText), database, username };
}

/**
 * The password of a body: undefined when missing or '' (keep the stored one), else the text as
 * typed (not trimmed), ≤ 128 characters without control characters. @throws HttpError 400.
 */
export function parsePassword(v: unknown): string | undefined {
  if (v === undefined || v === null || v === '') return undefined;
  // eslint-disable-next-line no-control-regex
  if (typeof v !== 'string' || v.length > 128 || /[\u0000-\u001f\u007f]/.test(v)) throw bad(T.badPassword);
  return v;
}

/**
 * A data-source add / edit body: {code (letter first, letters / digits / _ / -, ≤ 100), name (≤ 100),
 * dbType, dbHost, dbPort, dbName, dbUsername, dbPassword?, remark? (≤ 500)}.
 * @throws HttpError 400 with the Chinese message of the first bad field.
 */
export function parseDataSource(body: Body): DataSourceInput {
  const code = requiredText(body.code, '数据源编码', 100);
  if (!/^[A-Za-z][A-Za-z0-9_-]*$/.test(code)) throw bad(T.badCode);
  const name = requiredText(body.name, '数据源名称', 100);
  const remark = optionalText(body.remark, '备注', 500, true);
  return { code, name, remark, ...parseConnection(body), password: parsePassword(body.dbPassword) };
}
