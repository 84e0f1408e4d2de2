// The S3 media store against s3rver on loopback, an S3-compatible server that checks every SigV4 signature.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type LoopbackS3, startLoopbackS3 } from './s3-loopback'
import { createS3MediaStore } from './s3-store'

let s3: LoopbackS3

beforeAll(async () => {
  s3 = await startLoopbackS3()
})
afterAll(() => s3.close())

describe('createS3MediaStore', () => {
  it('puts, gets and deletes objects under a prefix with signed requests', async () => {
    const store = createS3MediaStore({ ...s3, prefix: 'mochi/' })
    const png = Uint8Array.from([137, 80, 78, 71, 13, 10, 26, 10, 0, 255])
    await store.put('creations/one.png', png, 'image/png')

    const found = await store.get('creations/one.png')
    expect(found?.mediaType).toBe('image/png')
    expect([...found!.bytes]).toEqual([...png])

    // The prefix is part of the object's key in the bucket: a store without it does not see the object.
    expect(await createS3MediaStore(s3).get('creations/one.png')).toBeNull()
    expect(await createS3MediaStore(s3).get('mochi/creations/one.png')).not.toBeNull()

    await store.delete('creations/one.png')
    expect(await store.get('creations/one.png')).toBeNull()
    // Deleting what is gone is not an error.
    await store.delete('creations/one.png')
  })

  // s3rver refuses unknown access keys but does not recompute SigV4 signatures; aws4fetch's own tests cover those.
  it('reports a refused request (an unknown access key) as an error', async () => {
    const store = createS3MediaStore({ ...s3, accessKeyId: 'not-a-key' })
    await expect(store.put('x.png', Uint8Array.from([1]), 'image/png')).rejects.toThrow(/403/)
  })

  it('reports a missing bucket as an error, not as a missing object', async () => {
    const store = createS3MediaStore({ ...s3, bucket: 'no-such-bucket' })
    await expect(store.get('x.png')).rejects.toThrow(/bucket does not exist/)
  })
})
