import { describe, expect, it } from 'vitest'
import { encodeFrame, FrameError, FrameParser, OPCODES } from './frames'

describe('WebSocket frames', () => {
  it('round-trips masked client frames of every length class, split anywhere', () => {
    const parser = new FrameParser(1 << 20)
    const payloads = [Buffer.from('hi'), Buffer.alloc(300, 7), Buffer.alloc(70_000, 3)]
    const wire = Buffer.concat(
      payloads.map((payload) => encodeFrame(OPCODES.binary, payload, { mask: true })),
    )
    const frames = []
    for (let at = 0; at < wire.length; at += 1000) frames.push(...parser.push(wire.subarray(at, at + 1000)))
    expect(frames.map((frame) => frame.payload.length)).toEqual([2, 300, 70_000])
    expect(frames[0]!.payload.toString()).toBe('hi')
    expect(frames.every((frame) => frame.fin && frame.opcode === OPCODES.binary)).toBe(true)
  })

  it('writes the unmasked server header bytes of RFC 6455', () => {
    expect([...encodeFrame(OPCODES.text, Buffer.from('Hello'))]).toEqual([
      0x81, 0x05, 0x48, 0x65, 0x6c, 0x6c, 0x6f,
    ])
  })

  it('refuses unmasked client frames and frames over the limit', () => {
    expect(() => new FrameParser(100).push(encodeFrame(OPCODES.text, Buffer.from('x')))).toThrow(FrameError)
    const big = encodeFrame(OPCODES.text, Buffer.alloc(200), { mask: true })
    expect(() => new FrameParser(100).push(big.subarray(0, 4))).toThrow(/too large/)
  })
})
