import type { Frame, Page } from "playwright"

/** The fonts Chromium drew a frame's text with that came from the machine, not from a web font. */
export async function systemFontsIn(page: Page, frame: Frame): Promise<Map<string, string[]>> {
  const cdp = await page.context().newCDPSession(page)
  try {
    await cdp.send("DOM.enable")
    await cdp.send("CSS.enable")
    const { root } = await cdp.send("DOM.getDocument", { depth: -1, pierce: true })
    const frameUrl = frame.url()
    type Node = {
      nodeId: number
      nodeType: number
      nodeName: string
      nodeValue?: string
      children?: Node[]
      contentDocument?: Node
      documentURL?: string
    }
    const found = new Map<string, string[]>()
    const elements: { nodeId: number; text: string }[] = []
    const walk = (node: Node, inFrame: boolean) => {
      const here = inFrame || (node.nodeType === 9 && node.documentURL === frameUrl)
      const text = (node.children ?? [])
        .filter((child) => child.nodeType === 3)
        .map((child) => child.nodeValue ?? "")
        .join("")
        .trim()
      if (here && text && node.nodeName !== "STYLE" && node.nodeName !== "SCRIPT") elements.push({ nodeId: node.nodeId, text })
      for (const child of node.children ?? []) walk(child, here)
      if (node.contentDocument) walk(node.contentDocument, here)
    }
    walk(root as Node, false)
    for (const { nodeId, text } of elements) {
      const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId })
      for (const font of fonts.filter((f) => !f.isCustomFont)) {
        const samples = found.get(font.familyName) ?? []
        if (samples.length < 3) samples.push(text.slice(0, 40))
        found.set(font.familyName, samples)
      }
    }
    return found
  } finally {
    await cdp.detach()
  }
}
