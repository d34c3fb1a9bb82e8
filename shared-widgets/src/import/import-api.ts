import { postForm, type FormAnswer } from '../upload/post-form';

/** Options of {@link importExcel} (widgets-spec §7 "POST import URL"). */
export interface ImportOptions {
  /** Online mode only: 1 validates the rows, 0 imports what parses (sent as `validateStatus`). */
  validateStatus?: 0 | 1;
  /** Sent as `isSingleTableImport` (the biz value). */
  biz?: string;
  /** Sent as `foreignKeys`: a string as is, an object as its JSON text. */
  foreignKeys?: string | Record<string, unknown>;
}

/**
 * Posts Excel files to an import URL (widgets-spec §7): multipart `files[]` (one part per file),
 * plus `isSingleTableImport`, `foreignKeys` and `validateStatus` when given. Resolves with the
 * JeecgBoot answer (`code` 201 = imported with bad rows, `result` = stored path of the error file);
 * an HTTP refusal with a JeecgBoot body resolves with success false and the server message.
 * @throws when no answer came back (network failure) or the answer is not a JeecgBoot body.
 */
export async function importExcel(url: string, files: File[], opts: ImportOptions = {}): Promise<FormAnswer<string>> {
  const form = new FormData();
  if (opts.biz) form.append('isSingleTableImport', opts.biz);
  if (opts.foreignKeys) form.append('foreignKeys', typeof opts.foreignKeys === 'string' ? opts.foreignKeys : JSON.stringify(opts.foreignKeys));
  if (opts.validateStatus !== undefined) form.append('validateStatus', String(opts.validateStatus));
  for (const file of files) form.append('files[]', file, file.name);
  const answer = await postForm<string>(url, form);
  if (!answer) throw new Error('unexpected import answer');
  return answer;
}
