// PGlite's two locks, taken once for a run of the database thread's write groups instead of once
// per group. Plain JavaScript, as pgliteWorker.mjs is.
//
// Why: taking PGlite's lock (a generator-based runExclusive) for every group made nearly all the
// thread allocated survive into its small old generation, and the full collections that followed
// run on V8's helper threads, which do not give way to the main thread as this niced one does.
//
// A run keeps the locks while it waits for more work, so any other use of PGlite on this thread
// must call release() first (pgliteWorker.mjs does, for every operation but a batch), or it
// waits forever.

export class HeldLocks {
  #pg;
  /** The run holding the locks now, if any: its queue of work, and how to wake it. */
  #run = null;

  constructor(pg) {
    this.#pg = pg;
  }

  /**
   * Runs `work` under both locks, after all work given before it: at once if a run is holding
   * them, else once a new run has taken them (behind every PGlite operation already waiting).
   */
  exclusive(work) {
    return new Promise((resolve, reject) => {
      this.#run ??= this.#start();
      this.#run.queue.push({ work, resolve, reject });
      this.#run.wake?.();
    });
  }

  /**
   * Ends the current run once its work is done, and lets the locks go: a PGlite operation started
   * after this call waits for that work and nothing given later. Resolves when the locks are free
   * of this run.
   */
  release() {
    const run = this.#run;
    if (!run) return Promise.resolve();
    this.#run = null;
    run.ending = true;
    run.wake?.();
    return run.ended;
  }

  #start() {
    const run = { queue: [], wake: null, ending: false, ended: null };
    const pg = this.#pg;
    run.ended = pg._runExclusiveTransaction(() => pg.runExclusive(() => this.#drain(run)));
    return run;
  }

  async #drain(run) {
    for (;;) {
      const job = run.queue.shift();
      if (job) {
        try {
          job.resolve(await job.work());
        } catch (error) {
          job.reject(error);
        }
        continue;
      }
      if (run.ending) return;
      await new Promise((wake) => (run.wake = wake));
      run.wake = null;
    }
  }
}
