/**
 * The timer of a scheduled job: `job` runs after a first wait and then at every interval, never
 * twice at once (a tick while the last run is still going is skipped); the timers do not keep the
 * process alive. stop() ends the timers and waits for the run in progress.
 */
export class PeriodicRun {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<unknown> | null = null;

  constructor(
    private readonly job: () => Promise<unknown>,
    /** What a failed run does (the job is tried again at the next tick). */
    private readonly onError: (error: unknown) => void,
  ) {}

  /** Starts the timers unless they run already; the first run comes after `firstMs` (default `everyMs`). */
  start(everyMs: number, firstMs = everyMs): void {
    if (this.timer) return;
    const tick = () => {
      if (this.running) return;
      this.running = this.job()
        .catch(this.onError)
        .finally(() => (this.running = null));
    };
    this.timer = setTimeout(() => {
      tick();
      this.timer = setInterval(tick, everyMs);
      this.timer.unref();
    }, firstMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    // clearTimeout ends an interval as well
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running;
  }
}
