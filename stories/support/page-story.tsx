import type { Decorator } from "@storybook/react-vite"
import { LinkProvider, type InternalLinkProps } from "../../ui/lib/link-context"
import type { StoryViewportName } from "../../.storybook/visual"

/**
 * The internal link stories provide: an anchor marked `data-router-link` that stays on the story when
 * clicked, the way a router link would, so tests can tell it from a plain anchor.
 */
export function StoryRouterLink({ to, onClick, ...props }: InternalLinkProps) {
  return (
    <a
      data-router-link=""
      href={to}
      {...props}
      onClick={(event) => {
        onClick?.(event)
        event.preventDefault()
      }}
    />
  )
}

/** Provides the story router link, as the site layout provides react-router's. */
export const withStoryLinks: Decorator = (Story) => (
  <LinkProvider value={StoryRouterLink}>
    <Story />
  </LinkProvider>
)

/** Renders a story inside a <main> landmark with the story router link provided, as the site layout does. */
export const withPage: Decorator = (Story) => (
  <LinkProvider value={StoryRouterLink}>
    <main className="bg-background text-foreground">
      <Story />
    </main>
  </LinkProvider>
)

/** A page-level story at 390 px, the phone of .storybook/visual.ts's STORY_VIEWPORTS. */
export const AT_390_PX = { globals: { viewport: { value: "phone" satisfies StoryViewportName } } }

/** A page-level story at 1440 px, the desktop of .storybook/visual.ts's STORY_VIEWPORTS. */
export const AT_1440_PX = { globals: { viewport: { value: "desktop" satisfies StoryViewportName } } }
