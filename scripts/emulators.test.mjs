import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildLauncherJar, findJava, manifestText, storedZip } from './emulators.mjs';

describe('manifestText', () => {
  it('wraps attributes longer than 72 bytes onto continuation lines', () => {
    const long = `file:///usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/${'x'.repeat(60)}.jar`;
    const text = manifestText({ 'Class-Path': long });
    const lines = text.split('\r\n').filter(Boolean);
    expect(lines.every((line) => line.length <= 72)).toBe(true);
    expect(lines.slice(1).every((line) => line.startsWith(' '))).toBe(true);
    expect(lines.map((line, i) => (i ? line.slice(1) : line)).join('')).toBe(`Class-Path: ${long}`);
    expect(text.endsWith('\r\n\r\n')).toBe(true);
  });
});

describe('storedZip', () => {
  it('writes an archive that unzip can list and extract', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'zip-'));
    const file = path.join(dir, 'a.zip');
    fs.writeFileSync(
      file,
      storedZip([{ name: 'META-INF/MANIFEST.MF', data: Buffer.from('Manifest-Version: 1.0\r\n') }]),
    );
    const res = spawnSync(
      'python3',
      [
        '-c',
        `import zipfile,sys; z=zipfile.ZipFile(sys.argv[1]); z.testzip(); print(z.read('META-INF/MANIFEST.MF').decode())`,
        file,
      ],
      { encoding: 'utf8' },
    );
    expect(res.status).toBe(0);
    expect(res.stdout).toContain('Manifest-Version: 1.0');
  });
});

describe('buildLauncherJar', () => {
  it('names the Firestore main class and the target jar in the manifest', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'jar-'));
    const out = buildLauncherJar('/opt/sdk/cloud-firestore-emulator.jar', path.join(dir, 'launcher.jar'));
    const res = spawnSync(
      'python3',
      [
        '-c',
        `import zipfile,sys; print(zipfile.ZipFile(sys.argv[1]).read('META-INF/MANIFEST.MF').decode().replace('\\r\\n ', ''))`,
        out,
      ],
      { encoding: 'utf8' },
    );
    expect(res.stdout).toContain('Main-Class: com.google.cloud.datastore.emulator.firestore.CloudFirestore');
    expect(res.stdout).toContain('Class-Path: file:///opt/sdk/cloud-firestore-emulator.jar');
  });
});

function fakeJdk(root, name, versionLine) {
  const bin = path.join(root, name, 'bin');
  fs.mkdirSync(bin, { recursive: true });
  fs.writeFileSync(path.join(bin, 'java'), `#!/bin/sh\necho '${versionLine}' >&2\n`, { mode: 0o755 });
  return path.join(bin, 'java');
}

describe('findJava', () => {
  it('picks the newest JDK 21+ among JAVA_HOME, PATH and the JVM folders', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'jvm-'));
    fakeJdk(root, 'jdk-17', 'openjdk version "17.0.15" 2025-04-15');
    const jdk25 = fakeJdk(root, 'jdk-25', 'openjdk version "25.0.1" 2025-10-21');
    const found = findJava({ env: { PATH: '/nonexistent' }, jvmDirs: [root] });
    expect(found).toMatchObject({ bin: jdk25, major: 25, home: path.join(root, 'jdk-25') });
  });

  it('prefers JAVA_HOME when it is new enough, over a newer JDK elsewhere', () => {
    const home = fs.mkdtempSync(path.join(os.tmpdir(), 'java-home-'));
    const jdk21 = fakeJdk(home, 'jdk-21', 'openjdk version "21.0.4" 2024-07-16');
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'jvm-'));
    fakeJdk(root, 'jdk-25', 'openjdk version "25.0.1" 2025-10-21');
    const found = findJava({ env: { JAVA_HOME: path.join(home, 'jdk-21'), PATH: '' }, jvmDirs: [root] });
    expect(found).toMatchObject({ bin: jdk21, major: 21 });
  });

  it('passes over a JAVA_HOME that is too old for the newest JDK 21+ it finds', () => {
    const home = fs.mkdtempSync(path.join(os.tmpdir(), 'java-home-'));
    fakeJdk(home, 'jdk-17', 'openjdk version "17.0.15" 2025-04-15');
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'jvm-'));
    fakeJdk(root, 'jdk-21', 'openjdk version "21.0.4" 2024-07-16');
    const jdk25 = fakeJdk(root, 'jdk-25', 'openjdk version "25.0.1" 2025-10-21');
    const found = findJava({ env: { JAVA_HOME: path.join(home, 'jdk-17'), PATH: '' }, jvmDirs: [root] });
    expect(found).toMatchObject({ bin: jdk25, major: 25 });
  });

  it('fails naming every java it saw and how to get a JDK 21+', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'jvm-'));
    const old = fakeJdk(root, 'jdk-17', 'openjdk version "17.0.15" 2025-04-15');
    expect(() => findJava({ env: { PATH: '' }, jvmDirs: [root] })).toThrow(
      new RegExp(`JDK 21 or newer.*${old.replaceAll('/', '\\/')} \\(17\\).*JAVA_HOME`),
    );
  });
});
