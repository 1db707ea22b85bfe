import { execSync } from "node:child_process";
import { readFileSync } from "node:fs";

/** CPU time and resident memory of a process, read from /proc (Linux). */
export interface Usage {
  cpuSeconds: number;
  rssBytes: number;
}

const ticksPerSecond = Number(execSync("getconf CLK_TCK").toString().trim()) || 100;

export function readUsage(pid: number): Usage {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  // The command name may hold spaces; the fields after it are fixed.
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  const utime = Number(fields[11]);
  const stime = Number(fields[12]);
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const rssKb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return { cpuSeconds: (utime + stime) / ticksPerSecond, rssBytes: rssKb * 1024 };
}

/** Sums the usage of several processes (the scaled mode runs two servers). */
export function readTotalUsage(pids: number[]): Usage {
  return pids.map(readUsage).reduce(
    (total, usage) => ({
      cpuSeconds: total.cpuSeconds + usage.cpuSeconds,
      rssBytes: total.rssBytes + usage.rssBytes,
    }),
    { cpuSeconds: 0, rssBytes: 0 },
  );
}
