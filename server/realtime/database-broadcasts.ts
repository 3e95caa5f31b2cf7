import type { Database } from "../db"
import type { Broadcast } from "./serializer"

/** The NOTIFY channel realtime.send() announces a message on (server/db/bootstrap/30-realtime.sql). */
const MESSAGES_CHANNEL = "realtime_messages"

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

interface StoredMessage {
  topic: string
  event: string | null
  payload: unknown
  private: boolean | null
}

/** Makes realtime.broadcast_topics hold exactly the (topic, private) pairs given as two arrays. */
const WRITE_TOPICS = `
  with wanted as (select * from unnest($1::text[], $2::boolean[]) as w (topic, private)),
  dropped as (
    delete from realtime.broadcast_topics t
    where (t.topic, t.private) not in (select topic, private from wanted)
  )
  insert into realtime.broadcast_topics (topic, private)
  select topic, private from wanted
  on conflict do nothing`

/** Where a message goes: the hub's broadcast to the channels of a topic. */
export type Deliver = (isPrivate: boolean, topic: string, broadcast: Broadcast) => void

/**
 * Broadcasts sent from the database with realtime.send() (or realtime.broadcast_changes() in a
 * trigger), delivered in commit order to the channels of their topic. Private channels were let in
 * by the read policies of realtime.messages when they joined, as on hosted Realtime.
 */
export class DatabaseBroadcasts {
  private chain: Promise<void> = Promise.resolve()
  private notified: string[] = []
  private unlisten?: () => Promise<void>
  private stopped = false
  /** Channels hearing each topic (or joining it), by `private` and topic. */
  private readonly hearing = new Map<string, { isPrivate: boolean; topic: string; channels: number }>()
  /** The broadcast_topics writes, one after another; each writes the topics as they are when it runs. */
  private topicsWritten: Promise<void> = Promise.resolve()
  /** The topic list last written, so a second channel of a topic writes nothing. */
  private writtenTopics = ""

  constructor(
    private readonly db: Database,
    private readonly deliver: Deliver,
  ) {}

  async start() {
    // Sent while nobody listened: the channels they were for are gone.
    await this.db.query("delete from realtime.messages where extension = 'broadcast' and event is not null")
    await this.db.query("delete from realtime.broadcast_topics")
    this.unlisten = await this.db.listen(MESSAGES_CHANNEL, {
      onNotify: (id) => this.notify(id),
      onReconnect: () => this.enqueue(() => this.take("all")),
    })
  }

  async stop() {
    this.stopped = true
    await this.unlisten?.().catch(() => undefined)
    this.unlisten = undefined
    await this.chain
  }

  /**
   * Has realtime.send() keep the messages of a topic from now on, for one more channel. A join awaits
   * it before its reply, so every message sent once the client saw SUBSCRIBED reaches it.
   */
  async hear(isPrivate: boolean, topic: string): Promise<void> {
    const key = `${isPrivate}\0${topic}`
    const entry = this.hearing.get(key)
    if (entry) entry.channels++
    else this.hearing.set(key, { isPrivate, topic, channels: 1 })
    try {
      await this.writeTopics()
    } catch (error) {
      this.forget(isPrivate, topic)
      throw error
    }
  }

  /** One channel fewer hears the topic; with none left, realtime.send() stops writing its messages. */
  forget(isPrivate: boolean, topic: string) {
    const key = `${isPrivate}\0${topic}`
    const entry = this.hearing.get(key)
    if (!entry) return
    if (--entry.channels === 0) this.hearing.delete(key)
    this.writeTopics().catch((error) => console.error("[realtime] broadcast topics:", error))
  }

  private writeTopics(): Promise<void> {
    const written = this.topicsWritten.then(async () => {
      const topics = [...this.hearing.keys()].sort()
      const list = topics.join("\n")
      if (this.stopped || list === this.writtenTopics) return
      const entries = topics.map((key) => this.hearing.get(key)!)
      await this.db.query(WRITE_TOPICS, [entries.map((e) => e.topic), entries.map((e) => e.isPrivate)])
      this.writtenTopics = list
    })
    this.topicsWritten = written.catch(() => undefined)
    return written
  }

  private enqueue(task: () => Promise<void>) {
    this.chain = this.chain.then(task).catch((error) => console.error("[realtime] database broadcasts:", error))
  }

  /** Messages notified while a delivery runs are taken together, in one query. */
  private notify(id: string) {
    if (!UUID.test(id)) return
    this.notified.push(id)
    if (this.notified.length === 1) this.enqueue(() => this.take("notified"))
  }

  private async take(which: "notified" | "all") {
    const ids = this.notified
    this.notified = []
    if (this.stopped || (which === "notified" && ids.length === 0)) return
    const { rows } = await this.db.query<StoredMessage & { id: string }>(
      `with taken as (
         delete from realtime.messages
         where extension = 'broadcast' and event is not null and ($1::uuid[] is null or id = any($1::uuid[]))
         returning id, topic, event, payload, private, inserted_at
       )
       select id::text, topic, event, payload, private from taken order by inserted_at`,
      [which === "notified" ? ids : null],
    )
    // Notified in the order they were sent (several in one transaction share their inserted_at).
    if (which === "notified") rows.sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id))
    for (const row of rows)
      this.deliver(row.private ?? true, row.topic, { event: row.event ?? "", encoding: "json", payload: row.payload ?? {} })
  }
}
