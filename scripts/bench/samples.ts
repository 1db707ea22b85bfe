/** Latencies (or any figures) collected during a measuring window, summarised by percentile. */
export class Samples {
  private values: number[] = [];

  add(value: number): void {
    this.values.push(value);
  }

  get count(): number {
    return this.values.length;
  }

  /** Nearest-rank percentile; NaN when nothing was collected. */
  percentile(p: number): number {
    if (this.values.length === 0) return Number.NaN;
    const sorted = [...this.values].sort((a, b) => a - b);
    const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
    return sorted[rank] ?? Number.NaN;
  }

  mean(): number {
    if (this.values.length === 0) return Number.NaN;
    return this.values.reduce((sum, value) => sum + value, 0) / this.values.length;
  }
}

export interface Spread {
  p50: number;
  p95: number;
  p99: number;
  count: number;
}

export function spread(samples: Samples): Spread {
  return {
    p50: samples.percentile(50),
    p95: samples.percentile(95),
    p99: samples.percentile(99),
    count: samples.count,
  };
}

/** Figures are printed to a tenth: finer than that is noise on this machine. */
export function round1(value: number): number {
  return Math.round(value * 10) / 10;
}
