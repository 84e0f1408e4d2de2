// Microphone capture worklet: collects mono float samples from the AudioContext (created at the socket's rate)
// and posts 16-bit PCM buffers of `bufferSize` samples (the page asks for 80 ms frames) to the page.
class PcmCaptureProcessor extends AudioWorkletProcessor {
  constructor(options) {
    super()
    this.size = options?.processorOptions?.bufferSize ?? 4096
    this.buffer = new Int16Array(this.size)
    this.filled = 0
  }

  process(inputs) {
    const channel = inputs[0]?.[0]
    if (!channel) return true
    for (let i = 0; i < channel.length; i++) {
      const sample = Math.max(-1, Math.min(1, channel[i]))
      this.buffer[this.filled++] = sample < 0 ? sample * 0x8000 : sample * 0x7fff
      if (this.filled === this.size) {
        this.port.postMessage(this.buffer.buffer, [this.buffer.buffer])
        this.buffer = new Int16Array(this.size)
        this.filled = 0
      }
    }
    return true
  }
}

registerProcessor('pcm-capture', PcmCaptureProcessor)
