import type * as S3 from '@aws-sdk/client-s3';
import type { FileStorage } from './storage.ts';

export interface S3Config {
  bucket: string;
  region: string;
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  prefix: string;
}

type S3Sdk = typeof S3;

async function connect(config: S3Config): Promise<{ sdk: S3Sdk; client: S3.S3Client }> {
  const sdk = await import('@aws-sdk/client-s3');
  const client = new sdk.S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: Boolean(config.endpoint),
    credentials:
      config.accessKeyId && config.secretAccessKey
        ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey }
        : undefined,
  });
  return { sdk, client };
}

/** Any S3-compatible object store (AWS in ap-south-1 keeps data in India, per REGULATION). */
export function createS3Storage(config: S3Config): FileStorage {
  // The AWS SDK loads with the first file stored or read, not at start (issue 16).
  let connection: Promise<{ sdk: S3Sdk; client: S3.S3Client }> | null = null;
  const open = () => (connection ??= connect(config));
  const keyOf = (key: string) => `${config.prefix}${key}`;
  return {
    name: 's3',
    put: async (key, body, contentType) => {
      const { sdk, client } = await open();
      await client.send(
        new sdk.PutObjectCommand({
          Bucket: config.bucket,
          Key: keyOf(key),
          Body: body,
          ContentType: contentType,
        }),
      );
    },
    get: async (key) => {
      const { sdk, client } = await open();
      try {
        const out = await client.send(new sdk.GetObjectCommand({ Bucket: config.bucket, Key: keyOf(key) }));
        return out.Body ? Buffer.from(await out.Body.transformToByteArray()) : null;
      } catch (error) {
        if (error instanceof sdk.NoSuchKey) return null;
        throw error;
      }
    },
  };
}
