/**
 * The frontend messages of Postgres' extended query protocol that the PGlite session sends, written
 * into one growing buffer: a whole batch costs one allocation, where PGlite's serializer allocates
 * and copies each message (and each bind value) on its own.
 */
export class MessageWriter {
  private buffer = Buffer.allocUnsafe(1024)
  private offset = 0

  /** Parse: a named statement, its parameter types left for Postgres to infer. */
  parse(name: string, sql: string): this {
    const start = this.begin(0x50)
    this.cstring(name).cstring(sql).int16(0)
    return this.end(start)
  }

  /** Describe a prepared statement: its parameter types, then its row description or NoData. */
  describeStatement(name: string): this {
    const start = this.begin(0x44)
    this.byte(0x53).cstring(name)
    return this.end(start)
  }

  /** Bind the unnamed portal to a statement, every value in text format (null for SQL NULL). */
  bind(statement: string, values: (string | null)[]): this {
    const start = this.begin(0x42)
    this.cstring("").cstring(statement).int16(0).int16(values.length)
    for (const value of values) {
      if (value === null) {
        this.int32(-1)
        continue
      }
      const length = Buffer.byteLength(value)
      this.int32(length).ensure(length)
      this.buffer.write(value, this.offset, "utf8")
      this.offset += length
    }
    this.int16(0)
    return this.end(start)
  }

  /** Execute the unnamed portal to its end. */
  execute(): this {
    const start = this.begin(0x45)
    this.cstring("").int32(0)
    return this.end(start)
  }

  /** Close a prepared statement. */
  closeStatement(name: string): this {
    const start = this.begin(0x43)
    this.byte(0x53).cstring(name)
    return this.end(start)
  }

  sync(): this {
    return this.end(this.begin(0x53))
  }

  /** The messages written, as one buffer. */
  bytes(): Uint8Array {
    return this.buffer.subarray(0, this.offset)
  }

  /** Writes the message's type and leaves room for its length; returns where the length goes. */
  private begin(type: number): number {
    this.byte(type)
    const start = this.offset
    this.int32(0)
    return start
  }

  /** The length counts itself and the body, not the type byte. */
  private end(start: number): this {
    this.buffer.writeInt32BE(this.offset - start, start)
    return this
  }

  private ensure(bytes: number): this {
    if (this.offset + bytes <= this.buffer.length) return this
    const grown = Buffer.allocUnsafe(Math.max(this.buffer.length * 2, this.offset + bytes))
    this.buffer.copy(grown, 0, 0, this.offset)
    this.buffer = grown
    return this
  }

  private byte(value: number): this {
    this.ensure(1)
    this.buffer[this.offset++] = value
    return this
  }

  private int16(value: number): this {
    this.ensure(2)
    this.buffer.writeInt16BE(value, this.offset)
    this.offset += 2
    return this
  }

  private int32(value: number): this {
    this.ensure(4)
    this.buffer.writeInt32BE(value, this.offset)
    this.offset += 4
    return this
  }

  private cstring(value: string): this {
    const length = Buffer.byteLength(value)
    this.ensure(length + 1)
    this.buffer.write(value, this.offset, "utf8")
    this.offset += length
    this.buffer[this.offset++] = 0
    return this
  }
}
