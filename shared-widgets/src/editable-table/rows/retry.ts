import { TABLE_CONSTANTS as C } from '../constants';

/**
 * Runs `task`, retrying after `delayMs` up to `retries` more times when it throws or rejects
 * (widgets-spec §8 "打开子表失败 (sub-table opening fails after 3 retries at 100 ms)"); rejects
 * with the last error when every try failed.
 */
export async function withRetries<T>(task: () => T | Promise<T>, retries: number = C.SUB_TABLE_RETRIES, delayMs: number = C.SUB_TABLE_RETRY_MS): Promise<T> {
  let lastError: unknown;
  for (let attempt = 0; attempt <= retries; attempt += 1) {
    try {
      return await task();
    } catch (err) {
      lastError = err;
      if (attempt < retries) await new Promise((resolve) => setTimeout(resolve, delayMs));
    }
  }
  throw lastError;
}
