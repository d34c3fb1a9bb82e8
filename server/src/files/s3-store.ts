import { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { OssConfig } from '../config.js';
import type { FileStore, StoredObject } from './file-store.js';

/** HTTP status of an SDK error (404 missing object, 412 failed If-None-Match), if any. */
function statusOf(err: unknown): number | undefined {
  return (err as { $metadata?: { httpStatusCode?: number } })?.$metadata?.httpStatusCode;
}

/**
 * The S3-compatible store (AWS SDK v3, docs/admin-contract.md "Object storage"): objects live in
 * OSS_BUCKET under the stored path as key. A custom OSS_ENDPOINT is addressed path-style
 * (`<endpoint>/<bucket>/<key>`, what MinIO and most compatible services expect); checksums are
 * only sent / checked where the API requires them, for the same compatibility. Writes send
 * `If-None-Match: *` so an existing object is never replaced.
 */
export class S3FileStore implements FileStore {
  readonly kind = 's3' as const;
  readonly bucket: string;
  private readonly client: S3Client;

  constructor(config: OssConfig) {
    this.bucket = config.bucket;
    this.client = new S3Client({
      region: config.region,
      ...(config.endpoint ? { endpoint: config.endpoint, forcePathStyle: true } : {}),
      credentials: { accessKeyId: config.accessKey, secretAccessKey: config.secretKey },
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      maxAttempts: 2,
    });
  }

  /** PutObject with If-None-Match: * ; a 412 answer means the key is taken ('exists'). */
  async put(key: string, data: Buffer, contentType: string): Promise<'stored' | 'exists'> {
    try {
      await this.client.send(new PutObjectCommand({
        Bucket: this.bucket, Key: key, Body: data, ContentType: contentType, ContentLength: data.length, IfNoneMatch: '*',
      }));
      return 'stored';
    } catch (err) {
      if (statusOf(err) === 412) return 'exists';
      throw err;
    }
  }

  /** GetObject as a Node stream with its ContentLength; null on 404 (NoSuchKey). */
  async get(key: string): Promise<StoredObject | null> {
    try {
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      const body = answer.Body;
      if (!(body instanceof Readable)) throw new Error('S3 GetObject answered without a stream body');
      return { stream: body, size: Number(answer.ContentLength ?? 0) };
    } catch (err) {
      if (statusOf(err) === 404 || (err as Error)?.name === 'NoSuchKey') return null;
      throw err;
    }
  }

  /** DeleteObject (S3 answers 204 for a missing key too; a 404 is accepted as well). */
  async remove(key: string): Promise<void> {
    try {
      await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
    } catch (err) {
      if (statusOf(err) !== 404) throw err;
    }
  }

  /** Closes the SDK's HTTP agents. */
  destroy(): void {
    this.client.destroy();
  }
}
