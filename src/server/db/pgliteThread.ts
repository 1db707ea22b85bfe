import { Worker } from "node:worker_threads";
import type { PGlite, QueryOptions, Results, Transaction } from "@electric-sql/pglite";
import type { BatchWrite } from "./database.js";
import { KeptRows, type PostedWrite } from "./keptRows.js";

type Operation =
  | { op: "query"; transaction?: number; sql: string; params?: unknown[]; options?: WireOptions }
  | { op: "exec"; transaction?: number; sql: string }
  | { op: "begin"; transaction: number }
  | { op: "end"; transaction: number; commit: boolean }
  | { op: "batch"; writes: PostedWrite[] }
  | { op: "close" };

interface WireOptions {
  rowMode?: QueryOptions["rowMode"];
  /** Types whose text is kept as it is (Drizzle's parsers are all the identity). */
  rawTypes?: number[];
}

type Reply =
  | { id: number; ok: true; result: unknown }
  | { id: number; ok: false; error: { name: string; message: string; fields: object } };

/**
 * The embedded PGlite on a worker thread, behind the part of PGlite's interface Drizzle uses:
 * PGlite runs Postgres synchronously, which on the server's own thread stalled every request.
 * Transactions keep PGlite's meaning: one at a time, and a query outside one waits for it to end.
 */
export class PgliteThread {
  private readonly pending = new Map<
    number,
    { resolve: (value: unknown) => void; reject: (error: Error) => void }
  >();
  private nextId = 1;
  private nextTransaction = 1;
  /** Why the thread is gone, once it is: every later operation fails at once with it. */
  private gone: Error | null = null;

  private constructor(
    private readonly worker: Worker,
    /** What the thread keeps of the rows it wrote: only sent from here, in order, so it agrees. */
    private readonly kept: KeptRows,
  ) {
    worker.on("message", (reply: Reply | { ready: true }) => {
      if (!("id" in reply)) return;
      const waiting = this.pending.get(reply.id);
      if (!waiting) return;
      this.pending.delete(reply.id);
      if (reply.ok) waiting.resolve(reply.result);
      else waiting.reject(Object.assign(new Error(reply.error.message), reply.error.fields));
    });
    worker.on("error", (error) => this.failAll(error));
    worker.on("exit", (code) => this.failAll(new Error(`the database thread stopped (${code})`)));
  }

  /** `keptRows`: how many rows the thread keeps for their next write (tests make it small). */
  static async open(folder: string, keptRows?: number): Promise<PgliteThread> {
    const worker = new Worker(new URL("./pgliteWorker.mjs", import.meta.url), {
      workerData: { folder },
    });
    await new Promise<void>((resolve, reject) => {
      const onMessage = (message: unknown) => {
        if ((message as { ready?: boolean }).ready) {
          worker.off("error", reject);
          resolve();
        }
      };
      worker.on("message", onMessage);
      worker.once("error", reject);
    });
    return new PgliteThread(worker, new KeptRows(keptRows));
  }

  /** What Drizzle's PGlite driver is given in place of a PGlite instance. */
  asClient(): PGlite {
    return this as unknown as PGlite;
  }

  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    return this.send({ op: "query", sql, params, options: wireOptions(options) });
  }

  exec(sql: string): Promise<Results[]> {
    return this.send({ op: "exec", sql });
  }

  async transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
    // Not awaited: the first query queues behind BEGIN on the thread, one round trip fewer.
    const id = this.nextTransaction++;
    // A BEGIN that fails fails the first query, which waits for it.
    this.send({ op: "begin", transaction: id }).catch(() => undefined);
    const tx = {
      query: <R>(sql: string, params?: unknown[], options?: QueryOptions) =>
        this.send<Results<R>>({
          op: "query",
          transaction: id,
          sql,
          params,
          options: wireOptions(options),
        }),
      exec: (sql: string) => this.send<Results[]>({ op: "exec", transaction: id, sql }),
      closed: false,
    } as unknown as Transaction;
    let result: T;
    try {
      result = await work(tx);
    } catch (error) {
      await this.send({ op: "end", transaction: id, commit: false }).catch(() => undefined);
      throw error;
    }
    await this.send({ op: "end", transaction: id, commit: true });
    return result;
  }

  /**
   * Runs the statements as one transaction after everything sent before. A batch that fails
   * leaves the thread refusing all later work: they may have been built on what failed.
   */
  batch(writes: BatchWrite[]): Promise<void> {
    return this.send({ op: "batch", writes: this.kept.post(writes) });
  }

  async close(): Promise<void> {
    await this.send({ op: "close" });
    await this.worker.terminate();
  }

  private send<T>(operation: Operation): Promise<T> {
    if (this.gone) return Promise.reject(this.gone);
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.worker.postMessage({ ...operation, id });
    });
  }

  private failAll(error: Error): void {
    this.gone ??= error;
    for (const waiting of this.pending.values()) waiting.reject(error);
    this.pending.clear();
  }
}

function wireOptions(options: QueryOptions | undefined): WireOptions | undefined {
  if (!options) return undefined;
  return {
    rowMode: options.rowMode,
    rawTypes: Object.keys(options.parsers ?? {}).map(Number),
  };
}
