/**
 * The press contacts beside every news item (/resources/news/<slug>): seed input of the news listing's
 * document, whose `entryPanel` the news items' pages draw (scripts/document-seed-pages.ts). Its contacts
 * are placeholders the page fills in from the site settings.
 */
import type { HeroPanel } from "@nordika/ui/templates"
import { PHONE, email } from "../contact-details"

/** Beside every news item: who journalists talk to. */
export const NEWS_PRESS_PANEL: HeroPanel = {
  kind: "contacts",
  title: "Press contact",
  items: [
    {
      icon: "Mail",
      label: "Communications team, Stockholm",
      value: email("press"),
      note: "Interviews, images and background on Nordika",
    },
    { icon: "Phone", label: "Press line", value: PHONE, note: "Monday to Friday, 08:00–17:00 CET" },
  ],
}
