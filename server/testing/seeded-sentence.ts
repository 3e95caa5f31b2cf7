/**
 * Issue 40's tests change one English sentence of a seeded page: a blog post's paragraph whose second
 * sentence is a segment of its own, approved in Swedish and German (the translation seed's,
 * scripts/translation-seed.ts), with the Swedish translation on the site. One query for the server,
 * route and e2e tests that need it.
 */
import type { Database } from "../db"

export interface SeededSentence {
  documentId: string
  englishPath: string
  /** The paragraph's field, `body.<block>`. */
  field: string
  /** The English sentence, plain letters ending in a full stop. */
  source: string
  /** Its approved Swedish and German targets. */
  sv: string
  de: string
  /** Where the Swedish page is published. */
  svPath: string
}

/** The first such sentence by the post's path, of a post not in `skip` (tests that each change their own). */
export async function seededSentence(db: Database, skip: readonly string[] = []): Promise<SeededSentence> {
  const { rows } = await db.query<SeededSentence>(
    `select s.document_id as "documentId", d.path as "englishPath", s.field, s.source, s.target as sv, g.target as de,
        t.published_path as "svPath"
       from public.translation_segments s
       join public.translation_segments g on g.document_id = s.document_id and g.locale = 'de' and g.field = s.field and g.ordinal = 1
       join public.documents d on d.id = s.document_id
       join public.document_translations t on t.document_id = s.document_id and t.locale = 'sv' and t.published_at is not null
      where s.locale = 'sv' and s.ordinal = 1 and s.state = 'approved' and g.state = 'approved' and s.field ~ '^body\\.[0-9]+$'
        and d.collection = 'blog_post' and s.source ~ '^[A-Za-z ,-]+\\.$' and s.target ~ '^[[:alpha:] ,-]+\\.$'
        and not s.document_id = any ($1::uuid[])
      order by d.path limit 1`,
    [skip],
  )
  if (rows.length === 0) throw new Error("The seed has no blog post sentence approved in Swedish and German left")
  return rows[0]
}

/** A blog post's published data, as far as the sentence's paragraph goes. */
export interface BlogData {
  body: { children: { text: string }[] }[]
}

/** Replaces the sentence with `changed` in its paragraph of `data` (a copy of the post's published data). */
export function changeSentence(data: BlogData, seeded: Pick<SeededSentence, "field" | "source">, changed: string): void {
  const block = data.body[Number(seeded.field.split(".")[1])]
  const child = block.children.findIndex((node) => node.text.includes(seeded.source))
  block.children[child].text = block.children[child].text.replace(seeded.source, changed)
}
