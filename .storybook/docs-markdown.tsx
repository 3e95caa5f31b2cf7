import { Markdown } from "@storybook/addon-docs/blocks"
import type * as React from "react"

/**
 * The Markdown of every description on a docs page (a component's or a story's JSDoc), with a tag in
 * the text shown as text. Parsed as HTML, the theme provider's "the class on <html>" made the docs page
 * render an <html> element, which React 19 takes over as the document's own <html>; React's event
 * dispatch then walks between the docs root and <html> for ever on the next mouseover or scroll that
 * <body> hears (it does once any story has portalled into it), and the page stops answering.
 */
export function DocsMarkdown(props: React.ComponentProps<typeof Markdown>) {
  return <Markdown {...props} options={{ ...props.options, disableParsingRawHTML: true }} />
}
