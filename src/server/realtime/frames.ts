// RFC 6455 frame codec: the small part of the WebSocket protocol our server needs (the `ws` package is not installed).
export const OPCODES = {
  continuation: 0x0,
  text: 0x1,
  binary: 0x2,
  close: 0x8,
  ping: 0x9,
  pong: 0xa,
} as const

export interface Frame {
  fin: boolean
  opcode: number
  payload: Buffer
}

export class FrameError extends Error {
  constructor(
    readonly closeCode: number,
    message: string,
  ) {
    super(message)
  }
}

/** Encodes one frame; servers send unmasked frames, clients must mask theirs. */
export function encodeFrame(opcode: number, payload: Buffer, { mask = false, fin = true } = {}): Buffer {
  const length = payload.length
  const lengthBytes = length < 126 ? 0 : length < 65_536 ? 2 : 8
  const header = Buffer.alloc(2 + lengthBytes + (mask ? 4 : 0))
  header[0] = (fin ? 0x80 : 0) | opcode
  header[1] = (mask ? 0x80 : 0) | (lengthBytes === 0 ? length : lengthBytes === 2 ? 126 : 127)
  if (lengthBytes === 2) header.writeUInt16BE(length, 2)
  if (lengthBytes === 8) header.writeBigUInt64BE(BigInt(length), 2)
  if (!mask) return Buffer.concat([header, payload])
  const key = header.subarray(2 + lengthBytes)
  for (let i = 0; i < 4; i++) key[i] = Math.floor(Math.random() * 256)
  const masked = Buffer.alloc(length)
  for (let i = 0; i < length; i++) masked[i] = payload[i]! ^ key[i % 4]!
  return Buffer.concat([header, masked])
}

/**
 * Collects bytes from the socket and yields whole frames. Client frames must be masked; a frame longer than
 * `maxPayload` is refused before its payload is buffered, so a client cannot make the server hold huge frames.
 */
export class FrameParser {
  private buffered: Buffer = Buffer.alloc(0)

  constructor(
    private readonly maxPayload: number,
    private readonly requireMask = true,
  ) {}

  push(chunk: Buffer): Frame[] {
    this.buffered = this.buffered.length === 0 ? chunk : Buffer.concat([this.buffered, chunk])
    const frames: Frame[] = []
    for (;;) {
      const frame = this.next()
      if (!frame) return frames
      frames.push(frame)
    }
  }

  private next(): Frame | undefined {
    const bytes = this.buffered
    if (bytes.length < 2) return undefined
    const fin = (bytes[0]! & 0x80) !== 0
    if ((bytes[0]! & 0x70) !== 0) throw new FrameError(1002, 'Reserved bits set')
    const opcode = bytes[0]! & 0x0f
    const masked = (bytes[1]! & 0x80) !== 0
    if (this.requireMask && !masked) throw new FrameError(1002, 'Client frames must be masked')
    let length = bytes[1]! & 0x7f
    let offset = 2
    if (length === 126) {
      if (bytes.length < 4) return undefined
      length = bytes.readUInt16BE(2)
      offset = 4
    } else if (length === 127) {
      if (bytes.length < 10) return undefined
      const big = bytes.readBigUInt64BE(2)
      if (big > BigInt(this.maxPayload)) throw new FrameError(1009, 'Frame too large')
      length = Number(big)
      offset = 10
    }
    if (length > this.maxPayload) throw new FrameError(1009, 'Frame too large')
    if (opcode >= 0x8 && (length > 125 || !fin)) throw new FrameError(1002, 'Bad control frame')
    const keyAt = offset
    if (masked) offset += 4
    if (bytes.length < offset + length) return undefined
    const payload = Buffer.from(bytes.subarray(offset, offset + length))
    if (masked) for (let i = 0; i < length; i++) payload[i] = payload[i]! ^ bytes[keyAt + (i % 4)]!
    this.buffered = bytes.subarray(offset + length)
    return { fin, opcode, payload }
  }
}

/** What a run of received frames means to either end of a connection. */
export type PeerEvent =
  | { type: 'ping'; payload: Buffer }
  | { type: 'close'; code: number; reason: Buffer; codeBytes: Buffer }
  | { type: 'message'; data: Buffer; binary: boolean }

/** Turns frames into pings, closes and whole messages (fragments joined); pongs are dropped, a close ends the run. */
export class MessageAssembler {
  private fragments: Buffer[] = []
  private binary = false

  read(frames: Iterable<Frame>): PeerEvent[] {
    const events: PeerEvent[] = []
    for (const frame of frames) {
      if (frame.opcode === OPCODES.ping) events.push({ type: 'ping', payload: frame.payload })
      else if (frame.opcode === OPCODES.pong) continue
      else if (frame.opcode === OPCODES.close) {
        const code = frame.payload.length >= 2 ? frame.payload.readUInt16BE(0) : 1005
        events.push({
          type: 'close',
          code,
          reason: frame.payload.subarray(2),
          codeBytes: frame.payload.subarray(0, 2),
        })
        break
      } else {
        if (frame.opcode !== OPCODES.continuation) {
          this.fragments = []
          this.binary = frame.opcode === OPCODES.binary
        }
        this.fragments.push(frame.payload)
        if (!frame.fin) continue
        const data = this.fragments.length === 1 ? this.fragments[0]! : Buffer.concat(this.fragments)
        this.fragments = []
        events.push({ type: 'message', data, binary: this.binary })
      }
    }
    return events
  }
}
