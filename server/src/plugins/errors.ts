import type { FastifyError, FastifyInstance } from 'fastify';
import { HttpError, TEXT, fail } from './reply.js';

/**
 * Error handler of the API scope, every failure in the answer shape:
 * - schema validation (body/querystring/params) and other client errors (bad JSON, too large)
 *   → HTTP 400 (or their 4xx) {success:false, message, code:400};
 * - HttpError (403/510, 401, …) → its status and answer code;
 * - rate limit → 429 {code:429, message:'登录尝试过于频繁，请稍后再试'} (built by the login route);
 * - anything else → HTTP 500 {success:false, message:'操作失败', code:500}, logged at error level.
 */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).send(fail(error.message, error.answerCode));
    }
    const fe = error as FastifyError;
    if (fe.validation) {
      return reply.code(400).send(fail(fe.message, 400));
    }
    const status = fe.statusCode ?? 500;
    if (status === 429) {
      return reply.code(429).send(fail(fe.message || TEXT.loginTooFrequent, 429));
    }
    if (status >= 400 && status < 500) {
      return reply.code(status).send(fail(fe.message, status === 401 ? 401 : status === 403 ? 510 : 400));
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.code(500).send(fail(TEXT.failed, 500));
  });
  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send(fail(`${TEXT.notFound}: ${request.method} ${request.url.split('?')[0]}`, 404));
  });
}
