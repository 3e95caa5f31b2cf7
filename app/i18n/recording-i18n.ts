import { I18n, type Messages } from "./runtime"

/**
 * The server render's I18n: it notes each message the page asks for, so that the page's HTML hands the
 * browser those (beside the frame's) and hydration reads the same words the server wrote.
 */
export class RecordingI18n extends I18n {
  private readonly used = new Set<string>()

  override _(id: string, values?: Record<string, unknown>): string {
    this.used.add(id)
    return super._(id, values)
  }

  /** Of `messages`, those the render asked for. */
  usedOf(messages: Messages): Messages {
    return Object.fromEntries([...this.used].filter((id) => id in messages).map((id) => [id, messages[id]]))
  }
}
