// Starts and stops the one-node Ceph RADOS Gateway of scripts/radosgw.sh for tests, with a bucket.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';

/** Whether Debian's radosgw and the Ceph daemons are installed (`.ci/run` installs them). */
export const radosgwInstalled = () =>
  ['radosgw', 'ceph-mon', 'ceph-osd', 'ceph-mgr', 'ceph-authtool'].every((name) => spawnSync('which', [name]).status === 0);

const listens = (port) =>
  new Promise((resolve) => {
    const server = net.createServer().once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });

/**
 * A port for S3 whose next one (the monitor's) is free too, below the ephemeral range: clusters of runs at
 * the same time (another worktree's suite, a bench) must not meet.
 */
async function freePorts() {
  for (;;) {
    const port = 30_000 + 2 * Math.floor(Math.random() * 1000);
    if ((await listens(port)) && (await listens(port + 1))) return port;
  }
}

/**
 * Starts a cluster in `dir` with S3 on `port` (a free one unless given) and makes `bucket`; answers the
 * S3_* environment of a server using it and `stop()`.
 * @param {{ dir: string; port?: number; bucket?: string }} options
 */
export async function startRadosgw({ dir, port, bucket = 'photos' }) {
  port ??= await freePorts();
  execFileSync(path.resolve('scripts/radosgw.sh'), ['start', dir, String(port)], {
    stdio: ['ignore', 'ignore', 'inherit'],
    timeout: 120_000,
  });
  const env = { S3_BUCKET: bucket };
  for (const line of fs.readFileSync(path.join(dir, 's3.env'), 'utf8').split('\n')) {
    const at = line.indexOf('=');
    if (at > 0) env[line.slice(0, at)] = line.slice(at + 1);
  }
  const client = new S3Client({
    endpoint: env.S3_ENDPOINT,
    region: env.S3_REGION,
    forcePathStyle: true,
    credentials: { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY },
  });
  await client.send(new CreateBucketCommand({ Bucket: bucket }));
  client.destroy();
  return {
    env,
    settings: {
      endpoint: env.S3_ENDPOINT,
      region: env.S3_REGION,
      bucket,
      accessKeyId: env.S3_ACCESS_KEY_ID,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY,
      forcePathStyle: true,
    },
    stop: () => execFileSync(path.resolve('scripts/radosgw.sh'), ['stop', dir], { stdio: 'inherit' }),
  };
}
