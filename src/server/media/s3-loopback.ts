// Starts s3rver, an S3-compatible server that checks SigV4 signatures, on loopback: for media store tests and
// the two-instance proof. Its only credentials are S3RVER / S3RVER.
import { mkdtempSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'

interface S3rverInstance {
  run(): Promise<{ port: number }>
  close(): Promise<void>
}
type S3rverClass = new (options: Record<string, unknown>) => S3rverInstance

export const S3RVER_KEY = 'S3RVER'

export interface LoopbackS3 {
  endpoint: string
  bucket: string
  accessKeyId: string
  secretAccessKey: string
  close(): Promise<void>
}

export async function startLoopbackS3({ bucket = 'garden', port = 0 } = {}): Promise<LoopbackS3> {
  // s3rver is CommonJS without types; loaded lazily so nothing outside tests pulls it in.
  const S3rver = createRequire(import.meta.url)('s3rver') as S3rverClass
  const directory = mkdtempSync(path.join(os.tmpdir(), 'mochi-s3-'))
  const server = new S3rver({
    address: '127.0.0.1',
    port,
    directory,
    silent: true,
    configureBuckets: [{ name: bucket }],
  })
  const address = await server.run()
  return {
    endpoint: `http://127.0.0.1:${address.port}`,
    bucket,
    accessKeyId: S3RVER_KEY,
    secretAccessKey: S3RVER_KEY,
    async close() {
      await server.close()
      rmSync(directory, { recursive: true, force: true })
    },
  }
}
