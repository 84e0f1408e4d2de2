// Starts a cluster for the two-instance proof: a fresh database on the PostgreSQL server of TEST_DATABASE_URL,
// two built servers (dist/server/main.js) sharing AUTH_SECRET, and Debian's nginx in front with deploy/nginx.conf.
import { type ChildProcess, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'

const root = path.resolve(import.meta.dirname, '../..')
const SERVER = path.join(root, 'dist/server/main.js')
const NGINX = '/usr/sbin/nginx'

export interface Instance {
  name: string
  url: string
  process: ChildProcess
  exited: Promise<number | null>
  log: () => string
  stop(signal?: NodeJS.Signals): Promise<number | null>
}

export interface Cluster {
  url: string
  instances: Instance[]
  databaseUrl: string
  pool: pg.Pool
  close(): Promise<void>
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

async function waitFor(what: string, check: () => Promise<boolean>, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`${what} did not come up within ${timeoutMs} ms`)
}

function startInstance(name: string, port: number, env: Record<string, string>): Instance {
  const child = spawn(process.execPath, ['--enable-source-maps', SERVER], {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString()
  })
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString()
  })
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  return {
    name,
    url: `http://127.0.0.1:${port}`,
    process: child,
    exited,
    log: () => output,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal)
      return exited
    },
  }
}

export async function startCluster(env: Record<string, string>): Promise<Cluster> {
  const serverUrl = process.env.TEST_DATABASE_URL
  if (!serverUrl) throw new Error('TEST_DATABASE_URL is not set: run scripts/two-instances.sh')
  if (!existsSync(SERVER)) throw new Error('dist/server/main.js is missing: run npm run build first')
  if (!existsSync(NGINX)) throw new Error('nginx is not installed: run scripts/system-deps.sh')

  const name = `mochi_multi_${randomBytes(5).toString('hex')}`
  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  await admin.query(`create database ${name}`)
  await admin.end()
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  const databaseUrl = url.toString()

  const dir = mkdtempSync(path.join(os.tmpdir(), 'mochi-multi-'))
  const [portA, portB, portNginx] = [await freePort(), await freePort(), await freePort()]
  const publicUrl = `http://127.0.0.1:${portNginx}`
  const shared = {
    DATABASE_URL: databaseUrl,
    AUTH_SECRET: randomBytes(32).toString('base64url'),
    PUBLIC_URL: publicUrl,
    TRUST_PROXY: 'true',
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    ...env,
  }
  const instances = [
    startInstance('a', portA, { ...shared, DATA_DIR: path.join(dir, 'a') }),
    startInstance('b', portB, { ...shared, DATA_DIR: path.join(dir, 'b') }),
  ]
  // Both start together: migrations run once, under PostgreSQL's advisory lock.
  for (const instance of instances) {
    await waitFor(`instance ${instance.name}`, async () => {
      if (instance.process.exitCode !== null)
        throw new Error(`instance ${instance.name} exited:\n${instance.log()}`)
      return (await fetch(`${instance.url}/api/health`)).status === 200
    })
  }

  // The repository's nginx configuration, only the ports (and, for a throwaway run, the temp paths) changed.
  const conf = readFileSync(path.join(root, 'deploy/nginx.conf'), 'utf8')
    .replace('server 127.0.0.1:3001', `server 127.0.0.1:${portA}`)
    .replace('server 127.0.0.1:3002', `server 127.0.0.1:${portB}`)
    .replace('listen 8080;', `listen 127.0.0.1:${portNginx};`)
    .replace(
      'http {',
      ['client_body_temp_path', 'proxy_temp_path', 'fastcgi_temp_path', 'uwsgi_temp_path', 'scgi_temp_path']
        .map((directive) => `  ${directive} ${path.join(dir, 'nginx', directive)};`)
        .reduce((text, line) => `${text}\n${line}`, 'http {'),
    )
  mkdirSync(path.join(dir, 'nginx'), { recursive: true })
  writeFileSync(path.join(dir, 'nginx.conf'), conf)
  const asRoot = process.getuid?.() === 0 ? 'user root;' : ''
  const nginx = spawn(
    NGINX,
    [
      '-p',
      dir,
      '-c',
      path.join(dir, 'nginx.conf'),
      '-e',
      'stderr',
      '-g',
      `daemon off; pid ${dir}/nginx.pid; ${asRoot}`,
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  )
  let nginxLog = ''
  nginx.stderr?.on('data', (chunk: Buffer) => {
    nginxLog += chunk.toString()
  })
  const nginxExited = new Promise<void>((resolve) => nginx.once('exit', () => resolve()))
  await waitFor('nginx', async () => {
    if (nginx.exitCode !== null) throw new Error(`nginx exited:\n${nginxLog}`)
    return (await fetch(`${publicUrl}/api/health`)).status === 200
  })

  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 })
  return {
    url: publicUrl,
    instances,
    databaseUrl,
    pool,
    async close() {
      await pool.end()
      nginx.kill('SIGTERM')
      await nginxExited
      await Promise.all(instances.map((instance) => instance.stop('SIGTERM')))
      const drop = new pg.Client({ connectionString: serverUrl })
      await drop.connect()
      await drop.query(`drop database if exists ${name} with (force)`)
      await drop.end()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
