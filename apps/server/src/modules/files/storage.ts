/** File storage behind one interface (issue 5): local disk by default, S3-compatible when configured. */
export interface FileStorage {
  readonly name: string;
  put: (key: string, body: Buffer, contentType: string) => Promise<void>;
  get: (key: string) => Promise<Buffer | null>;
}
