// Offline illustrator benchmark: time to a 1024×1024 garden PNG and to a 512×512 clip, with peak memory.
import { availableParallelism, loadavg } from 'node:os'
import { generateClip } from '../src/server/ai/local/illustrator/clip'
import { generateImage } from '../src/server/ai/local/illustrator/render'

const RUNS = 20
const CLIP_RUNS = 8
/** A picture should be ready well inside a child's patience on a 2-core machine (issue "Create"). */
const PICTURE_P50_TARGET_MS = 300

const PROMPTS = [
  'three yellow sunflowers with bees under the sun',
  'tres girasoles amarillos con abejas bajo el sol',
  'red roses and a pond at night',
  'a vegetable garden with tomatoes, carrots and pumpkins in the rain',
  'a dozen tulips, 5 daisies, butterflies, a hive, a fence, an apple tree and a rainbow',
  'mariposas azules y margaritas con una mariquita y un arcoíris',
  'lavender and poppies at sunset with a bumblebee and a beehive',
  'un colibrí junto a un manzano y un estanque',
  'a dozen roses, 12 tulips, 12 daisies and 12 carrots with 12 bees and 12 butterflies',
  'something nobody understands',
]

let peakRss = process.memoryUsage().rss
const sampleMemory = () => {
  peakRss = Math.max(peakRss, process.memoryUsage().rss)
}
const sampler = setInterval(sampleMemory, 5)

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!
}
const ms = (value: number) => `${value.toFixed(0)} ms`

interface Timings {
  wall: number[]
  /** CPU time of every thread: what the work costs, however busy the machine is with other things. */
  cpu: number[]
}

async function measure(
  runs: number,
  work: (prompt: string, run: number) => Promise<unknown>,
): Promise<Timings> {
  const timings: Timings = { wall: [], cpu: [] }
  for (let run = 0; run < runs; run++) {
    const start = performance.now()
    const cpuStart = process.cpuUsage()
    await work(PROMPTS[run % PROMPTS.length]!, run)
    const cpu = process.cpuUsage(cpuStart)
    timings.wall.push(performance.now() - start)
    timings.cpu.push((cpu.user + cpu.system) / 1000)
    sampleMemory()
  }
  return timings
}

const summary = (timings: Timings) =>
  `p50 ${ms(percentile(timings.wall, 50))}, p95 ${ms(percentile(timings.wall, 95))} ` +
  `(CPU time p50 ${ms(percentile(timings.cpu, 50))}, p95 ${ms(percentile(timings.cpu, 95))})`

// One warm-up of each so the figures show steady serving, not module loading.
await generateImage({ prompt: 'warm up', size: 256 })
await generateClip({ prompt: 'warm up', size: 256, frames: 2 })

const loadBefore = loadavg()[0]!
const pictures = await measure(RUNS, (prompt, run) => generateImage({ prompt, seed: run }))
const clips = await measure(CLIP_RUNS, (prompt, run) => generateClip({ prompt, seed: run }))
clearInterval(sampler)

const pictureP50 = percentile(pictures.wall, 50)
console.log(
  `cores: ${availableParallelism()}, load average: ${loadBefore.toFixed(1)} → ${loadavg()[0]!.toFixed(1)}`,
)
console.log(`picture 1024×1024 PNG (${RUNS} runs): ${summary(pictures)}`)
console.log(
  `  target p50 < ${ms(PICTURE_P50_TARGET_MS)}: ${pictureP50 < PICTURE_P50_TARGET_MS ? 'met' : 'MISSED'}`,
)
console.log(`clip 512×512 GIF, 30 frames, 2.4 s (${CLIP_RUNS} runs): ${summary(clips)}`)
console.log(`peak memory (rss): ${(peakRss / 1024 / 1024).toFixed(0)} MB`)
console.log(
  `BENCH_JSON ${JSON.stringify({
    pictureP50Ms: Math.round(pictureP50),
    pictureP95Ms: Math.round(percentile(pictures.wall, 95)),
    pictureCpuP50Ms: Math.round(percentile(pictures.cpu, 50)),
    clipP50Ms: Math.round(percentile(clips.wall, 50)),
    clipP95Ms: Math.round(percentile(clips.wall, 95)),
    clipCpuP50Ms: Math.round(percentile(clips.cpu, 50)),
    peakRssBytes: peakRss,
  })}`,
)
