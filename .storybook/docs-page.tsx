import * as React from "react"
import { ArgTypes, Description, DocsContext, DocsStory, Heading, Subtitle, Title, useOf } from "@storybook/addon-docs/blocks"
import { INTERACTION_TAG } from "./tags"

/**
 * A component's docs page: its description, its first state, its props as a table to read (name,
 * description, default) and every state. Storybook's own page differs in two ways: it shows the props
 * as a column of controls (the canvas's Controls panel has them; on a page a designer reads they fail
 * axe: an unlabelled JSON tree, 16 px targets, a switch's 50 % grey), and it takes its first story and,
 * when no story is left for the docs page, its list from stories the page should leave out (a behaviour
 * test, a state whose open dialog would cover the page: `tags: ["!autodocs"]`).
 */
export function ComponentDocsPage() {
  const { csfFile, preparedMeta } = useOf("meta", ["meta"])
  const { componentStories } = React.useContext(DocsContext)
  const singleStory = Object.keys(csfFile.stories).length === 1
  const states = componentStories().filter((story) => story.tags.includes("autodocs") && !story.tags.includes(INTERACTION_TAG))
  const [primary] = states
  return (
    <>
      <Title />
      <Subtitle />
      <Description of="meta" />
      {singleStory ? <Description of="story" /> : null}
      {primary ? <DocsStory of={primary.moduleExport} expanded={false} withToolbar __primary /> : null}
      {preparedMeta.component ? <ArgTypes /> : null}
      {states.length > 1 ? (
        <>
          <Heading>Stories</Heading>
          {states.map((story) => (
            <DocsStory key={story.id} of={story.moduleExport} expanded __forceInitialArgs />
          ))}
        </>
      ) : null}
    </>
  )
}
