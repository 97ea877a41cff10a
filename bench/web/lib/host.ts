import { writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';

export interface HostLoad {
  cpus: number;
  /** 1, 5 and 15 minute load averages. */
  loadAverage: [number, number, number];
}

export function hostLoad(): HostLoad {
  const [one = 0, five = 0, fifteen = 0] = loadavg();
  return {
    cpus: cpus().length,
    loadAverage: [one, five, fifteen].map((v) => Number(v.toFixed(2))) as [number, number, number],
  };
}

/** A warning when other work competes for the CPU (timings then come out slower than they are). */
export function busyWarning(load = hostLoad()): string | undefined {
  const [one] = load.loadAverage;
  return one > load.cpus
    ? `host is busy: 1-minute load average ${one} on ${load.cpus} CPU(s); CPU-bound timings (TBT, bootup) will read high`
    : undefined;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits up to maxWaitMs for the 1-minute load average to drop to maxLoad or below; returns the load then. */
export async function waitForQuietHost(maxLoad: number, maxWaitMs: number): Promise<HostLoad> {
  const deadline = Date.now() + maxWaitMs;
  let load = hostLoad();
  while (load.loadAverage[0] > maxLoad && Date.now() < deadline) {
    await sleep(5000);
    load = hostLoad();
  }
  return load;
}

/**
 * Raises the CPU share of the session (Linux autogroup) that `pid` belongs to: with autogroup
 * scheduling, each session gets an equal share of the CPU whatever its processes' nice values, so
 * the session's own nice value is the one that counts. Only for processes this run started; returns
 * false where it is not possible (not Linux, no permission).
 */
export function boostSession(pid: number, nice = -10): boolean {
  try {
    writeFileSync(`/proc/${pid}/autogroup`, String(nice));
    return true;
  } catch {
    return false;
  }
}
