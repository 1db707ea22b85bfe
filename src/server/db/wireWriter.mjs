// The embedded database thread's writes, encoded as PostgreSQL's extended query protocol into one
// buffer that is kept between groups. Plain JavaScript, as pgliteWorker.mjs is.
//
// Why not pg-protocol's serializer: its fresh Buffers for every message and large parameter count
// against the thread's old generation, which kept it in full collections under load, run on V8's
// helper threads (not niced, unlike this one). The parts used here are four fixed message
// layouts (protocol 3.0, unchanged since PostgreSQL 7.4).

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
   * Parse (once per statement text, named, so the same upsert is not planned again each group),
   * bind and execute for each statement, all as text, then one sync: one implicit transaction.
   * A failed group stops the thread, so no name whose parse failed is bound later. The bytes
   * returned are valid only until the next call.
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
