/** What supabase-js's realtime client does on its side (the spec's realtime constants). */
export const CLIENT_HEARTBEAT_INTERVAL_MS = 25_000
export const CLIENT_JOIN_TIMEOUT_MS = 10_000
export const CLIENT_RECONNECT_BACKOFF_MS = [1_000, 2_000, 5_000, 10_000] as const

/** The path supabase-js opens the socket on (it appends `?apikey=…&vsn=…`). */
export const WEBSOCKET_PATH = "/realtime/v1/websocket"

/** The protocol versions realtime-js speaks: 1.0.0 sends JSON objects, 2.0.0 JSON arrays and binary broadcasts. */
export const VSN_1 = "1.0.0"
export const VSN_2 = "2.0.0"
export type Vsn = typeof VSN_1 | typeof VSN_2

/** The NOTIFY channel the capture trigger wakes the server on (see server/db/bootstrap/30-realtime.sql). */
export const CHANGES_CHANNEL = "realtime_changes"

/** WebSocket close codes the server uses. */
export const CLOSE_GOING_AWAY = 1001
export const CLOSE_HEARTBEAT_TIMEOUT = 1000

export interface RealtimeLimits {
  /** A socket that sent no heartbeat for this long is closed. */
  heartbeatTimeoutMs: number
  /** Channels one socket may have joined at once; the next join is refused. */
  maxChannelsPerSocket: number
  /** The largest broadcast or presence payload a client may send, in bytes. */
  maxPayloadBytes: number
  /** The largest frame the socket accepts at all; a bigger one closes it (1009). */
  maxFrameBytes: number
  /** Messages a socket may send per second (heartbeats aside); over it, the channel is shut down. */
  maxMessagesPerSecond: number
}

export const DEFAULT_REALTIME_LIMITS: RealtimeLimits = {
  heartbeatTimeoutMs: 60_000,
  maxChannelsPerSocket: 100,
  maxPayloadBytes: 256 * 1024,
  maxFrameBytes: 1024 * 1024,
  maxMessagesPerSecond: 100,
}
