import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import { checkedKey, type ByteRange, type MaterialStorage } from './material-storage';

/** An S3-compatible bucket (config.ts `S3_*`). */
export interface S3StorageConfig {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Bucket in the path (`endpoint/bucket/key`), as most self-hosted S3 servers want. */
  forcePathStyle: boolean;
  /** Prepended to every object key, e.g. `materials/`. */
  prefix: string;
}

/** Parts of a multipart upload; at most two are held in memory per upload. */
const PART_BYTES = 8 * 1024 * 1024;

/** Material content in an S3-compatible bucket, under `prefix` + `ab/abcdef…` like the local one. */
export class S3MaterialStorage implements MaterialStorage {
  private readonly client: S3Client;

  constructor(private readonly config: S3StorageConfig) {
    this.client = new S3Client({
      endpoint: config.endpoint,
      region: config.region,
      forcePathStyle: config.forcePathStyle,
      credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    });
  }

  async put(data: Buffer): Promise<string> {
    const key = createHash('sha256').update(data).digest('hex');
    if ((await this.size(key)) === data.length) return key;
    await this.client.send(
      new PutObjectCommand({ Bucket: this.config.bucket, Key: this.objectKey(key), Body: data }),
    );
    return key;
  }

  async putFile(key: string, file: string): Promise<void> {
    if ((await this.size(key)) !== null) return;
    // Streamed in parts (one PutObject below a part's size): memory stays flat whatever the size.
    const upload = new Upload({
      client: this.client,
      params: {
        Bucket: this.config.bucket,
        Key: this.objectKey(key),
        Body: createReadStream(file),
      },
      partSize: PART_BYTES,
      queueSize: 2,
    });
    await upload.done();
  }

  async size(key: string): Promise<number | null> {
    try {
      const head = await this.client.send(
        new HeadObjectCommand({ Bucket: this.config.bucket, Key: this.objectKey(key) }),
      );
      return head.ContentLength ?? 0;
    } catch (error) {
      if (notFound(error)) return null;
      throw error;
    }
  }

  async read(key: string, range?: ByteRange): Promise<Readable> {
    const object = await this.client.send(
      new GetObjectCommand({
        Bucket: this.config.bucket,
        Key: this.objectKey(key),
        Range: range ? `bytes=${range.start}-${range.end}` : undefined,
      }),
    );
    if (!(object.Body instanceof Readable)) throw new Error(`no body for object ${key}`);
    return object.Body;
  }

  async remove(key: string): Promise<void> {
    await this.client.send(
      new DeleteObjectCommand({ Bucket: this.config.bucket, Key: this.objectKey(key) }),
    );
  }

  private objectKey(key: string): string {
    return `${this.config.prefix}${checkedKey(key).slice(0, 2)}/${key}`;
  }
}

function notFound(error: unknown): boolean {
  return (
    error instanceof S3ServiceException &&
    (error.name === 'NotFound' ||
      error.name === 'NoSuchKey' ||
      error.$metadata.httpStatusCode === 404)
  );
}
