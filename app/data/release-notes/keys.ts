/** The release notes' query keys: the notes with the reader's marker, and the sidebar's unread count. */
export const releaseNoteKeys = {
  all: () => ["release-notes"] as const,
  lists: () => ["release-notes", "list"] as const,
  list: (userId: string) => ["release-notes", "list", userId] as const,
  unreadCount: () => ["release-notes", "unread-count"] as const,
}
