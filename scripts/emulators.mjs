#!/usr/bin/env node
// Emulator launcher used by `npm start` and `npm test`.
//
// Runs the project's own firebase-tools with the offline rules of DESIGN.md §2:
// - finds a JDK >= 21 (JAVA_HOME, PATH, /usr/lib/jvm/*) and puts it first on PATH;
// - when firebase-tools has no Firestore emulator jar cached but a Google Cloud SDK
//   Firestore emulator is installed, builds a manifest-only launcher jar around it
//   and exports FIRESTORE_EMULATOR_BINARY_PATH;
// - starts Storage only when its rules runtime jar is cached (or can be downloaded),
//   otherwise runs without it and says so in one line.
//
// CLI:  node scripts/emulators.mjs start
//       node scripts/emulators.mjs exec "<command>"
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import { offsetFirebaseConfig, ports, viteEmulatorEnv } from './ports.mjs';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const PROJECT_ID = 'demo-ayurveda-shop';
const MIN_JAVA = 21;
const FIRESTORE_MAIN_CLASS = 'com.google.cloud.datastore.emulator.firestore.CloudFirestore';
const SDK_FIRESTORE_JAR = path.join('platform', 'cloud-firestore-emulator', 'cloud-firestore-emulator.jar');

/** firebase.json's emulator ports, shifted by SHOP_PORT_OFFSET (see ports.mjs). */
export const EMULATOR_PORTS = ports();

export class LauncherError extends Error {}

function log(line) {
  process.stdout.write(`[emulators] ${line}\n`);
}

function cacheDir() {
  return process.env.FIREBASE_EMULATORS_PATH || path.join(os.homedir(), '.cache', 'firebase', 'emulators');
}

function downloadInfo() {
  const file = path.join(
    ROOT,
    'node_modules',
    'firebase-tools',
    'lib',
    'emulator',
    'downloadableEmulatorInfo.json',
  );
  if (!fs.existsSync(file)) {
    throw new LauncherError('firebase-tools is not installed in this project. Run `npm install` first.');
  }
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/** Major version of a `java` binary, or null when it cannot run. */
export function javaMajor(javaBin) {
  const res = spawnSync(javaBin, ['-version'], { encoding: 'utf8' });
  if (res.error || res.status !== 0) return null;
  const match = /version "(\d+)(?:\.(\d+))?/.exec(`${res.stderr}${res.stdout}`);
  if (!match) return null;
  const first = Number(match[1]);
  return first === 1 ? Number(match[2]) : first;
}

function whichJava(envPath) {
  for (const dir of (envPath || '').split(path.delimiter)) {
    const candidate = path.join(dir, 'java');
    if (dir && fs.existsSync(candidate)) return fs.realpathSync(candidate);
  }
  return null;
}

/**
 * Finds a JDK >= 21: JAVA_HOME when it is one (the machine's owner chose it), otherwise the
 * newest on PATH or under /usr/lib/jvm; throws naming what it saw.
 */
export function findJava({
  env = process.env,
  jvmDirs = ['/usr/lib/jvm', '/Library/Java/JavaVirtualMachines'],
} = {}) {
  const candidates = [];
  const fromJavaHome = env.JAVA_HOME ? path.join(env.JAVA_HOME, 'bin', 'java') : null;
  if (fromJavaHome) candidates.push(fromJavaHome);
  const onPath = whichJava(env.PATH);
  if (onPath) candidates.push(onPath);
  for (const base of jvmDirs) {
    if (!fs.existsSync(base)) continue;
    const homes = fs
      .readdirSync(base)
      .map((name) => path.join(base, name))
      .flatMap((home) => [
        path.join(home, 'bin', 'java'),
        path.join(home, 'Contents', 'Home', 'bin', 'java'),
      ]);
    candidates.push(...homes.filter((bin) => fs.existsSync(bin)));
  }
  const seen = [];
  let best = null;
  for (const bin of [...new Set(candidates)]) {
    const major = javaMajor(bin);
    seen.push(`${bin} (${major ?? 'does not run'})`);
    if (major === null || major < MIN_JAVA) continue;
    if (bin === fromJavaHome) {
      best = { bin, major };
      break;
    }
    if (!best || major > best.major) best = { bin, major };
  }
  if (!best) {
    throw new LauncherError(
      `The Firestore emulator needs a JDK ${MIN_JAVA} or newer. Looked in JAVA_HOME, PATH and /usr/lib/jvm/*; found: ${
        seen.length ? seen.join(', ') : 'no java at all'
      }. Install one (e.g. Debian: apt-get install openjdk-21-jdk-headless, or Temurin 21+) or set JAVA_HOME to it.`,
    );
  }
  return { ...best, home: path.dirname(path.dirname(best.bin)) };
}

function cachedJar(prefix) {
  const dir = cacheDir();
  if (!fs.existsSync(dir)) return null;
  const hit = fs.readdirSync(dir).find((name) => name.startsWith(prefix) && name.endsWith('.jar'));
  return hit ? path.join(dir, hit) : null;
}

function googleCloudSdkRoots() {
  const roots = [];
  if (process.env.CLOUDSDK_ROOT_DIR) roots.push(process.env.CLOUDSDK_ROOT_DIR);
  for (const dir of (process.env.PATH || '').split(path.delimiter)) {
    const gcloud = path.join(dir, 'gcloud');
    if (dir && fs.existsSync(gcloud)) roots.push(path.dirname(path.dirname(fs.realpathSync(gcloud))));
  }
  roots.push(
    '/usr/lib/google-cloud-sdk',
    '/usr/share/google-cloud-sdk',
    '/opt/google-cloud-sdk',
    path.join(os.homedir(), 'google-cloud-sdk'),
  );
  return [...new Set(roots)];
}

export function findSdkFirestoreJar() {
  for (const root of googleCloudSdkRoots()) {
    const jar = path.join(root, SDK_FIRESTORE_JAR);
    if (fs.existsSync(jar)) return jar;
  }
  return null;
}

/** Manifest lines are at most 72 bytes; longer ones continue on lines that start with a space. */
export function manifestText(attributes) {
  const lines = [];
  for (const [key, value] of Object.entries(attributes)) {
    let rest = `${key}: ${value}`;
    lines.push(rest.slice(0, 72));
    rest = rest.slice(72);
    while (rest.length) {
      lines.push(` ${rest.slice(0, 71)}`);
      rest = rest.slice(71);
    }
  }
  return `${lines.join('\r\n')}\r\n\r\n`;
}

/** A zip archive with stored (uncompressed) entries: all a launcher jar needs. */
export function storedZip(entries) {
  const locals = [];
  const centrals = [];
  let offset = 0;
  for (const { name, data } of entries) {
    const nameBuf = Buffer.from(name, 'utf8');
    const crc = zlib.crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6);
    local.writeUInt16LE(0, 8);
    local.writeUInt32LE(0, 10);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBuf.length, 26);
    local.writeUInt16LE(0, 28);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(0, 10);
    central.writeUInt32LE(0, 12);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBuf.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBuf, data);
    centrals.push(central, nameBuf);
    offset += local.length + nameBuf.length + data.length;
  }
  const centralSize = centrals.reduce((sum, buf) => sum + buf.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(centralSize, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, ...centrals, end]);
}

export function buildLauncherJar(targetJar, outFile) {
  const manifest = manifestText({
    'Manifest-Version': '1.0',
    'Main-Class': FIRESTORE_MAIN_CLASS,
    'Class-Path': pathToFileURL(targetJar).href,
    'Created-By': 'ayurveda-shop emulator launcher',
  });
  fs.mkdirSync(path.dirname(outFile), { recursive: true });
  fs.writeFileSync(
    outFile,
    storedZip([{ name: 'META-INF/MANIFEST.MF', data: Buffer.from(manifest, 'utf8') }]),
  );
  return outFile;
}

async function reachable(url) {
  try {
    const res = await fetch(url, { method: 'HEAD', signal: AbortSignal.timeout(3000) });
    return res.ok;
  } catch {
    return false;
  }
}

function portFree(port) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/**
 * Works out how to run the emulators here: which JDK, which emulators, which env.
 * Returns { env, only, storage: { available, reason } }.
 */
export async function prepareEmulators() {
  const info = downloadInfo();
  const java = findJava();
  const env = {
    ...process.env,
    ...viteEmulatorEnv(EMULATOR_PORTS),
    JAVA_HOME: java.home,
    PATH: `${path.dirname(java.bin)}${path.delimiter}${process.env.PATH || ''}`,
  };
  log(`Java ${java.major} from ${java.home}`);

  if (!env.FIRESTORE_EMULATOR_BINARY_PATH && !cachedJar('cloud-firestore-emulator')) {
    const sdkJar = findSdkFirestoreJar();
    if (sdkJar) {
      const launcher = buildLauncherJar(
        sdkJar,
        path.join(ROOT, '.cache', 'emulators', 'firestore-launcher.jar'),
      );
      env.FIRESTORE_EMULATOR_BINARY_PATH = launcher;
      log(`Firestore emulator from the Google Cloud SDK (${sdkJar})`);
    } else if (!(await reachable(info.firestore.remoteUrl))) {
      throw new LauncherError(
        `No Firestore emulator: firebase-tools has none cached in ${cacheDir()}, it cannot be downloaded from here, and no Google Cloud SDK with ${SDK_FIRESTORE_JAR} was found (looked in ${googleCloudSdkRoots().join(', ')}). Either go online once (firebase-tools caches it), install the SDK component (gcloud components install cloud-firestore-emulator, or Debian's google-cloud-cli-firestore-emulator), or set FIRESTORE_EMULATOR_BINARY_PATH to a runnable emulator jar.`,
      );
    }
  }

  const storageCached =
    Boolean(env.STORAGE_EMULATOR_BINARY_PATH) ||
    Boolean(cachedJar(info.storage.downloadPathRelativeToCacheDir.replace(/-v[\d.]+\.jar$/, '')));
  const storageAvailable = storageCached || (await reachable(info.storage.remoteUrl));
  const only = ['auth', 'firestore'];
  let reason = '';
  if (storageAvailable) {
    only.push('storage');
  } else {
    reason = `its rules runtime (${info.storage.downloadPathRelativeToCacheDir}) is not in ${cacheDir()} and cannot be downloaded from here`;
    log(`Storage emulator not started: ${reason}. Image uploads are unavailable; image URLs still work.`);
  }
  env.STORAGE_EMULATOR_AVAILABLE = String(storageAvailable);
  env.STORAGE_EMULATOR_SKIP_REASON = reason;

  for (const name of [...only, 'hub', 'logging']) {
    if (!(await portFree(EMULATOR_PORTS[name]))) {
      throw new LauncherError(
        `Port ${EMULATOR_PORTS[name]} (${name} emulator) is already in use. Another emulator run or \`npm start\` is probably still running; stop it first.`,
      );
    }
  }
  return { env, only, storage: { available: storageAvailable, reason } };
}

/**
 * Runs firebase-tools with the prepared env in its own process group, so that one
 * Ctrl-C reaches it exactly once (forwarded by us) and the Java child is always reaped.
 */
export function runFirebase(args, env, { onExit } = {}) {
  const cli = path.join(ROOT, 'node_modules', 'firebase-tools', 'lib', 'bin', 'firebase.js');
  const config = offsetFirebaseConfig(EMULATOR_PORTS);
  const configArgs = config ? ['--config', config] : [];
  const child = spawn(process.execPath, [cli, ...args, ...configArgs, '--project', PROJECT_ID], {
    cwd: ROOT,
    env,
    stdio: 'inherit',
    detached: true,
  });
  let stopping = false;
  const stop = (signal) => {
    if (stopping) return;
    stopping = true;
    log(`stopping emulators (${signal})…`);
    try {
      process.kill(child.pid, 'SIGINT');
    } catch {
      /* already gone */
    }
    // firebase-tools stops its emulators on SIGINT; anything left after 20 s is killed.
    setTimeout(() => {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        /* group already gone */
      }
    }, 20_000).unref();
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
  return new Promise((resolve) => {
    child.on('exit', (code, signal) => {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        /* group already gone */
      }
      const result = code ?? (signal ? 1 : 0);
      onExit?.(result);
      resolve(result);
    });
  });
}

/** `firebase emulators:exec` around a shell command; resolves to its exit code. */
export async function execWithEmulators(command, { extraEnv = {} } = {}) {
  const { env, only } = await prepareEmulators();
  return runFirebase(['emulators:exec', '--only', only.join(','), command], { ...env, ...extraEnv });
}

async function main() {
  const [mode, ...rest] = process.argv.slice(2);
  try {
    if (mode === 'start') {
      const { env, only } = await prepareEmulators();
      process.exitCode = await runFirebase(['emulators:start', '--only', only.join(',')], env);
    } else if (mode === 'exec' && rest.length) {
      process.exitCode = await execWithEmulators(rest.join(' '));
    } else {
      console.error('usage: node scripts/emulators.mjs start | exec "<command>"');
      process.exitCode = 2;
    }
  } catch (error) {
    if (error instanceof LauncherError) {
      console.error(`[emulators] ${error.message}`);
      process.exitCode = 1;
    } else {
      throw error;
    }
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await main();
}
