// The embedded database thread's writes, encoded as PostgreSQL's extended query protocol into one
// buffer that is kept between groups. Plain JavaScript, as pgliteWorker.mjs is.
//
// Why not pg-protocol's serializer, which the thread used first: it returns a fresh Buffer for
// every message and grows a new one for every large parameter, and the messages were then joined
// into yet another. A 10 KB document cost about 20 KB of ArrayBuffers, which V8 counts against the
// thread's old generation, so the thread still ran a full collection about once a second under
// load, with its marking on V8's helper threads (not niced, unlike this thread). The protocol
// parts used here are four fixed message layouts (protocol 3.0, unchanged since PostgreSQL 7.4).

/** Where a buffer starts, and the most it keeps between groups (a larger one is let go after). */
const INITIAL_BYTES = 64 * 1024;
const KEPT_BYTES = 1024 * 1024;

/**
 * How many statement texts are prepared under a name, first come: the writes are a handful of
 * shapes (a document upsert of one, two or a few rows, a battle log entry, a round's charge), and
 * any text beyond these is parsed each time, as all were before.
 */
const NAMED_STATEMENTS = 64;

export class WireWriter {
  #buffer = Buffer.allocUnsafe(INITIAL_BYTES);
  #offset = 0;
  /** Statement texts already prepared in this database session, and their names. */
  #named = new Map();

  /**
   * Parse (once per statement text, under a name), bind and execute for each statement (every
   * parameter and result as text), then one sync: Postgres runs the statements before a sync as
   * one implicit transaction. A named statement outlives the group and its transaction: parsing,
   * analysing and planning the same upsert again was a fixed cost of every group. If a group
   * fails, the database thread stops taking writes, so no later group binds a name whose parse
   * failed. The bytes returned are this writer's own and valid only until its next call: use
   * them at once.
   */
  group(statements) {
    if (this.#buffer.length > KEPT_BYTES) this.#buffer = Buffer.allocUnsafe(INITIAL_BYTES);
    this.#offset = 0;
    for (const { sql, params = [] } of statements) {
      let name = this.#named.get(sql);
      if (name === undefined) {
        name = this.#named.size < NAMED_STATEMENTS ? `w${this.#named.size}` : "";
        if (name) this.#named.set(sql, name);
        this.#parse(name, sql);
      }
      this.#bind(name, params);
      this.#execute();
    }
    this.#message(0x53, () => {}); // Sync
    return this.#buffer.subarray(0, this.#offset);
  }

  #parse(name, sql) {
    this.#message(0x50, () => {
      this.#cString(name); // "" is the unnamed statement
      this.#cString(sql);
      this.#int16(0); // no parameter types given: Postgres infers them
    });
  }

  #bind(name, params) {
    this.#message(0x42, () => {
      this.#cString(""); // the unnamed portal
      this.#cString(name);
      this.#int16(0); // every parameter as text
      this.#int16(params.length);
      for (const value of params) {
        if (value === null || value === undefined) this.#int32(-1);
        else this.#lengthPrefixed(String(value));
      }
      this.#int16(0); // every result column as text
    });
  }

  #execute() {
    this.#message(0x45, () => {
      this.#cString("");
      this.#int32(0); // all rows
    });
  }

  /** A type byte, then the length of what follows (itself included), then what `body` writes. */
  #message(type, body) {
    this.#ensure(5);
    this.#buffer[this.#offset] = type;
    const lengthAt = this.#offset + 1;
    this.#offset += 5;
    body();
    this.#buffer.writeInt32BE(this.#offset - lengthAt, lengthAt);
  }

  #cString(text) {
    const length = Buffer.byteLength(text);
    this.#ensure(length + 1);
    this.#offset += this.#buffer.write(text, this.#offset, length, "utf8");
    this.#buffer[this.#offset++] = 0;
  }

  #lengthPrefixed(text) {
    const length = Buffer.byteLength(text);
    this.#int32(length);
    this.#ensure(length);
    this.#offset += this.#buffer.write(text, this.#offset, length, "utf8");
  }

  #int16(value) {
    this.#ensure(2);
    this.#offset = this.#buffer.writeInt16BE(value, this.#offset);
  }

  #int32(value) {
    this.#ensure(4);
    this.#offset = this.#buffer.writeInt32BE(value, this.#offset);
  }

  #ensure(bytes) {
    if (this.#offset + bytes <= this.#buffer.length) return;
    let size = this.#buffer.length * 2;
    while (size < this.#offset + bytes) size *= 2;
    const grown = Buffer.allocUnsafe(size);
    this.#buffer.copy(grown, 0, 0, this.#offset);
    this.#buffer = grown;
  }
}
