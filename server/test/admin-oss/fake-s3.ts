import http from 'node:http';

/** One request the fake saw. */
export interface FakeS3Request {
  method: string;
  /** decoded path, e.g. /bucket/oss/20240101/a_1.png */
  path: string;
  authorization: string | undefined;
  ifNoneMatch: string | undefined;
}

/**
 * An in-process HTTP server speaking the three S3 calls the S3FileStore uses, path-style
 * (`/<bucket>/<key>`): PutObject (If-None-Match: * answers 412 PreconditionFailed when the key
 * exists), GetObject (404 NoSuchKey XML when missing), DeleteObject (204 always). Requests
 * without an AWS4 signature are refused with 403. `failNext` makes the next request answer 500.
 */
export class FakeS3 {
  readonly objects = new Map<string, { data: Buffer; contentType: string }>();
  readonly requests: FakeS3Request[] = [];
  failNext = 0;
  private server = http.createServer((req, res) => this.handle(req, res));

  /** Starts listening on 127.0.0.1:<random>; answers the endpoint URL. */
  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    const address = this.server.address();
    return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private error(res: http.ServerResponse, status: number, code: string): void {
    const body = `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${code}</Message><RequestId>fake</RequestId></Error>`;
    res.writeHead(status, { 'content-type': 'application/xml', 'content-length': Buffer.byteLength(body) }).end(body);
  }

  private handle(req: http.IncomingMessage, res: http.ServerResponse): void {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const key = decodeURIComponent(url.pathname);
      const entry: FakeS3Request = {
        method: req.method ?? '', path: key, authorization: req.headers.authorization, ifNoneMatch: req.headers['if-none-match'] as string | undefined,
      };
      this.requests.push(entry);
      if (this.failNext > 0) {
        this.failNext--;
        this.error(res, 500, 'InternalError');
        return;
      }
      if (!entry.authorization?.startsWith('AWS4-HMAC-SHA256 ')) {
        this.error(res, 403, 'AccessDenied');
        return;
      }
      const object = this.objects.get(key);
      if (req.method === 'PUT') {
        if (entry.ifNoneMatch === '*' && object) {
          this.error(res, 412, 'PreconditionFailed');
          return;
        }
        this.objects.set(key, { data: Buffer.concat(chunks), contentType: String(req.headers['content-type'] ?? 'application/octet-stream') });
        res.writeHead(200, { etag: '"fake"', 'content-length': 0 }).end();
      } else if (req.method === 'GET') {
        if (!object) {
          this.error(res, 404, 'NoSuchKey');
          return;
        }
        res.writeHead(200, { 'content-type': object.contentType, 'content-length': object.data.length, etag: '"fake"' }).end(object.data);
      } else if (req.method === 'DELETE') {
        this.objects.delete(key);
        res.writeHead(204).end();
      } else {
        this.error(res, 405, 'MethodNotAllowed');
      }
    });
  }
}
