/** What a load sample measured; `eventLoopDelayMs` null when nothing was measured in it. */
export interface LoadSample {
  eventLoopDelayMs: number | null;
  eventLoopUtilization: number;
  heapUsedMb: number;
  dbWaiting: number;
}

/** The limits of load shedding; 0 is not checked. */
export interface LoadLimits {
  maxEventLoopDelayMs: number;
  maxEventLoopUtilization: number;
  maxHeapMb: number;
  maxDbWaiting: number;
  /** How many samples in a row a limit must be passed in before calls are shed. */
  sustainedSamples: number;
}

/** Why calls are shed: the figure that stayed past its limit. */
export type ShedReason = 'eventLoopDelay' | 'eventLoopUtilization' | 'heapUsed' | 'databaseQueue';

const CHECKS: { reason: ShedReason; limit: keyof LoadLimits; value: (sample: LoadSample) => number | null }[] = [
  { reason: 'eventLoopDelay', limit: 'maxEventLoopDelayMs', value: (sample) => sample.eventLoopDelayMs },
  { reason: 'eventLoopUtilization', limit: 'maxEventLoopUtilization', value: (sample) => sample.eventLoopUtilization },
  { reason: 'heapUsed', limit: 'maxHeapMb', value: (sample) => sample.heapUsedMb },
  { reason: 'databaseQueue', limit: 'maxDbWaiting', value: (sample) => sample.dbWaiting },
];

/**
 * Decides, sample by sample, whether the server sheds: only once a limit has been passed in
 * `sustainedSamples` samples in a row (sustained pressure), never on one stall (start-up, a backup,
 * one long task); a sample that measured nothing counts as under the limit. Shedding stops at the
 * first sample in which no limit is passed in a row any more.
 */
export class PressureJudge {
  private readonly runs = new Map<ShedReason, number>();
  private current: ShedReason | null = null;

  constructor(private readonly limits: LoadLimits) {}

  /** Takes one sample; answers the reason calls are shed for from now on, or null. */
  add(sample: LoadSample): ShedReason | null {
    this.current = null;
    for (const check of CHECKS) {
      const limit = this.limits[check.limit];
      const value = check.value(sample);
      const passed = limit > 0 && value !== null && value > limit;
      const run = passed ? (this.runs.get(check.reason) ?? 0) + 1 : 0;
      this.runs.set(check.reason, run);
      if (run >= Math.max(1, this.limits.sustainedSamples) && this.current === null) this.current = check.reason;
    }
    return this.current;
  }

  /** The reason calls are shed for now, or null. */
  get shedding(): ShedReason | null {
    return this.current;
  }

  /** Forgets every sample (the server starts listening: start-up's own stall is not load). */
  reset(): void {
    this.runs.clear();
    this.current = null;
  }
}
