import * as React from "react"
import * as ToolbarPrimitive from "@radix-ui/react-toolbar"
import { Extension, getHTMLFromFragment, getMarkRange, type Editor } from "@tiptap/core"
import { EditorContent, useEditor, useEditorState } from "@tiptap/react"
import { fromDom } from "hast-util-from-dom"
import type { Element } from "hast"
import { Bold, FileSymlink, Heading2, Heading3, Italic, Link, List, ListOrdered, Pilcrow, Unlink, type LucideIcon } from "lucide-react"
import type { RichTextBlock } from "../rich-text"
import { Popover, PopoverContent, PopoverTrigger } from "../popover"
import { cn } from "../../lib/utils"
import { EDITOR_MARK, EDITOR_NODE, editorDocToRichText, richTextToEditorDoc, type EditorJson } from "../../lib/rich-text-editor-doc"
import { isDocumentId, normalizeBlocks } from "../../lib/rich-text-rules"
import { pastedRichText } from "../../lib/rich-text-paste"
import { ExternalLinkForm, type ExternalLinkValues } from "./rich-text-editor-link-form"
import { richTextEditorExtensions } from "./rich-text-editor-schema"

/** What the lazily loaded part takes from the field around it. */
interface RichTextEditorContentProps {
  value: RichTextBlock[]
  onChange: (value: RichTextBlock[]) => void
  onPickInternalLink: (() => Promise<{ documentId: string; label: string } | undefined>) | undefined
  disabled: boolean
  label: string
  labelId: string
  describedBy: string | undefined
  invalid: boolean
}

const toolbarButtonClass =
  "inline-flex size-8 shrink-0 items-center justify-center rounded-md text-foreground outline-none transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring disabled:pointer-events-none disabled:opacity-50 aria-pressed:bg-accent aria-pressed:text-accent-foreground [&_svg]:size-4"

interface ToolButtonProps extends React.ComponentProps<typeof ToolbarPrimitive.Button> {
  icon: LucideIcon
  label: string
  /** The shortcut in aria-keyshortcuts' form ("Control+B"); shown in the tooltip too. */
  shortcut?: string
  pressed?: boolean
}

function ToolButton({ icon: Icon, label, shortcut, pressed, className, ...props }: ToolButtonProps) {
  return (
    <ToolbarPrimitive.Button
      data-slot="rich-text-editor-button"
      type="button"
      aria-label={label}
      aria-pressed={pressed}
      aria-keyshortcuts={shortcut}
      title={shortcut ? `${label} (${shortcut.replace("Control", "Ctrl")})` : label}
      className={cn(toolbarButtonClass, className)}
      {...props}
    >
      <Icon aria-hidden="true" />
    </ToolbarPrimitive.Button>
  )
}

const Separator = () => <ToolbarPrimitive.Separator className="mx-1 h-6 w-px shrink-0 bg-border" />

function toolbarState(editor: Editor) {
  const inList = editor.isActive(EDITOR_NODE.bulletList) || editor.isActive(EDITOR_NODE.orderedList)
  return {
    paragraph: editor.isActive(EDITOR_NODE.paragraph) && !inList,
    heading2: editor.isActive(EDITOR_NODE.heading, { level: 2 }),
    heading3: editor.isActive(EDITOR_NODE.heading, { level: 3 }),
    bold: editor.isActive(EDITOR_MARK.bold),
    italic: editor.isActive(EDITOR_MARK.italic),
    bulletList: editor.isActive(EDITOR_NODE.bulletList),
    orderedList: editor.isActive(EDITOR_NODE.orderedList),
    externalLink: editor.isActive(EDITOR_MARK.externalLink),
    internalLink: editor.isActive(EDITOR_MARK.internalLink),
    href: String(editor.getAttributes(EDITOR_MARK.externalLink).href ?? ""),
    editable: editor.isEditable,
  }
}

const keyOf = (blocks: readonly RichTextBlock[]) => JSON.stringify(normalizeBlocks(blocks))

/** The selection's text, or undefined when nothing is selected. */
function selectedText(editor: Editor): string | undefined {
  const { from, to, empty } = editor.state.selection
  return empty ? undefined : editor.state.doc.textBetween(from, to, " ")
}

/** The text of the external link at the cursor. */
function linkText(editor: Editor): string {
  const range = getMarkRange(editor.state.selection.$from, editor.schema.marks[EDITOR_MARK.externalLink]!)
  return range ? editor.state.doc.textBetween(range.from, range.to, " ") : ""
}

/** The editor itself: the toolbar and the text, loaded only where an editor is shown. */
export default function RichTextEditorContent({
  value,
  onChange,
  onPickInternalLink,
  disabled,
  label,
  labelId,
  describedBy,
  invalid,
}: RichTextEditorContentProps) {
  const [linkFormOpen, setLinkFormOpen] = React.useState(false)
  // Tiptap keeps the callbacks it was created with; the latest onChange is read through a ref.
  const onChangeRef = React.useRef(onChange)
  React.useLayoutEffect(() => {
    onChangeRef.current = onChange
  }, [onChange])
  const lastValueKey = React.useRef(keyOf(value))
  const pastingCleanHtml = React.useRef(false)
  const textAttributes = React.useMemo(
    (): Record<string, string> => ({
      role: "textbox",
      "aria-multiline": "true",
      "aria-labelledby": labelId,
      ...(describedBy ? { "aria-describedby": describedBy } : {}),
      ...(invalid ? { "aria-invalid": "true" } : {}),
      ...(disabled ? { "aria-disabled": "true" } : {}),
      "data-slot": "rich-text-editor-text",
      class: RICH_TEXT_EDITOR_TEXT_CLASS,
    }),
    [labelId, describedBy, invalid, disabled],
  )

  const shortcuts = React.useMemo(
    () =>
      Extension.create({
        name: "richTextEditorShortcuts",
        addKeyboardShortcuts() {
          return {
            "Mod-k": () => {
              setLinkFormOpen(true)
              return true
            },
          }
        },
      }),
    [],
  )

  const editor = useEditor({
    extensions: [...richTextEditorExtensions, shortcuts],
    content: richTextToEditorDoc(value),
    editable: !disabled,
    editorProps: {
      attributes: textAttributes,
      handlePaste(view, event) {
        // The clean HTML pasted below comes back through here, as does a copy from this editor
        // (which the schema's own parsing keeps, internal links included).
        if (pastingCleanHtml.current) return false
        const html = event.clipboardData?.getData("text/html") ?? ""
        if (html.includes("data-pm-slice")) return false
        const body = html ? new DOMParser().parseFromString(html, "text/html").body : undefined
        const blocks = pastedRichText({
          html: body ? (fromDom(body) as Element) : undefined,
          text: event.clipboardData?.getData("text/plain"),
        })
        if (!blocks) return false
        // Through the editor's own paste, so the first and last blocks join the text around the cursor.
        const { schema } = view.state
        pastingCleanHtml.current = true
        try {
          view.pasteHTML(getHTMLFromFragment(schema.nodeFromJSON(richTextToEditorDoc(blocks)).content, schema), event)
        } finally {
          pastingCleanHtml.current = false
        }
        return true
      },
    },
    onUpdate({ editor: changed }) {
      const blocks = editorDocToRichText(changed.getJSON() as EditorJson)
      const key = JSON.stringify(blocks)
      if (key === lastValueKey.current) return
      lastValueKey.current = key
      onChangeRef.current(blocks)
    },
  })

  // A value set from outside (a restored version, a reset) replaces the text; the editor's own
  // changes come back as the value they emitted and leave it alone.
  React.useEffect(() => {
    const key = keyOf(value)
    if (key === lastValueKey.current) return
    lastValueKey.current = key
    editor.commands.setContent(richTextToEditorDoc(value), { emitUpdate: false })
  }, [editor, value])

  React.useEffect(() => {
    editor.setEditable(!disabled, false)
  }, [editor, disabled])

  React.useEffect(() => {
    editor.setOptions({ editorProps: { ...editor.options.editorProps, attributes: textAttributes } })
  }, [editor, textAttributes])

  const state = useEditorState({ editor, selector: ({ editor: current }) => toolbarState(current) })
  const off = !state.editable

  const setBlock = (block: "paragraph" | 2 | 3) => {
    const chain = editor.chain().focus()
    if (state.bulletList) chain.toggleBulletList()
    if (state.orderedList) chain.toggleOrderedList()
    if (block === "paragraph") chain.setParagraph().run()
    else chain.setHeading({ level: block }).run()
  }

  const addExternalLink = ({ href, text }: ExternalLinkValues) => {
    setLinkFormOpen(false)
    const mark = { type: EDITOR_MARK.externalLink, attrs: { href } }
    if (text !== undefined)
      editor
        .chain()
        .focus()
        .insertContent({ type: EDITOR_NODE.text, text, marks: [mark] })
        .run()
    else editor.chain().focus().extendMarkRange(EDITOR_MARK.externalLink).setMark(EDITOR_MARK.externalLink, { href }).run()
  }

  const addInternalLink = async () => {
    if (!onPickInternalLink) return
    const picked = await onPickInternalLink()
    if (!picked || !isDocumentId(picked.documentId)) {
      editor.commands.focus()
      return
    }
    const inLink = editor.isActive(EDITOR_MARK.internalLink)
    const words = selectedText(editor)
    if (words === undefined && !inLink) {
      const attrs = { documentId: picked.documentId, label: picked.label }
      editor
        .chain()
        .focus()
        .insertContent({ type: EDITOR_NODE.text, text: picked.label, marks: [{ type: EDITOR_MARK.internalLink, attrs }] })
        .run()
    } else
      editor
        .chain()
        .focus()
        .extendMarkRange(EDITOR_MARK.internalLink)
        .setMark(EDITOR_MARK.internalLink, { documentId: picked.documentId, label: words ?? picked.label })
        .run()
  }

  const removeLink = () =>
    editor
      .chain()
      .focus()
      .extendMarkRange(state.internalLink ? EDITOR_MARK.internalLink : EDITOR_MARK.externalLink)
      .unsetMark(EDITOR_MARK.externalLink)
      .unsetMark(EDITOR_MARK.internalLink)
      .run()

  return (
    <div
      data-slot="rich-text-editor-frame"
      data-invalid={invalid || undefined}
      data-disabled={disabled || undefined}
      className="overflow-hidden rounded-md border border-input bg-background shadow-xs focus-within:border-ring focus-within:ring-2 focus-within:ring-ring focus-within:ring-offset-2 focus-within:ring-offset-background data-[disabled]:opacity-50 data-[invalid]:border-destructive"
    >
      <ToolbarPrimitive.Root
        data-slot="rich-text-editor-toolbar"
        aria-label={`${label}: formatting`}
        className="flex flex-wrap items-center gap-0.5 border-b border-border bg-muted/40 p-1"
      >
        <ToolButton
          icon={Pilcrow}
          label="Paragraph"
          shortcut="Control+Alt+0"
          pressed={state.paragraph}
          disabled={off}
          onClick={() => setBlock("paragraph")}
        />
        <ToolButton
          icon={Heading2}
          label="Heading"
          shortcut="Control+Alt+2"
          pressed={state.heading2}
          disabled={off}
          onClick={() => setBlock(2)}
        />
        <ToolButton
          icon={Heading3}
          label="Subheading"
          shortcut="Control+Alt+3"
          pressed={state.heading3}
          disabled={off}
          onClick={() => setBlock(3)}
        />
        <Separator />
        <ToolButton
          icon={Bold}
          label="Bold"
          shortcut="Control+B"
          pressed={state.bold}
          disabled={off}
          onClick={() => editor.chain().focus().toggleBold().run()}
        />
        <ToolButton
          icon={Italic}
          label="Italic"
          shortcut="Control+I"
          pressed={state.italic}
          disabled={off}
          onClick={() => editor.chain().focus().toggleItalic().run()}
        />
        <Separator />
        <ToolButton
          icon={List}
          label="Bulleted list"
          shortcut="Control+Shift+8"
          pressed={state.bulletList}
          disabled={off}
          onClick={() => editor.chain().focus().toggleBulletList().run()}
        />
        <ToolButton
          icon={ListOrdered}
          label="Numbered list"
          shortcut="Control+Shift+7"
          pressed={state.orderedList}
          disabled={off}
          onClick={() => editor.chain().focus().toggleOrderedList().run()}
        />
        <Separator />
        <Popover open={linkFormOpen} onOpenChange={setLinkFormOpen}>
          <PopoverTrigger asChild>
            <ToolButton icon={Link} label="Link to another site" shortcut="Control+K" pressed={state.externalLink} disabled={off} />
          </PopoverTrigger>
          <PopoverContent
            aria-label="Link to another site"
            className="w-80"
            onCloseAutoFocus={(event) => {
              // Back to the text, where the link now is, rather than to the toolbar.
              event.preventDefault()
              editor.commands.focus()
            }}
          >
            <ExternalLinkForm
              key={String(linkFormOpen)}
              initialHref={state.href}
              linkText={state.externalLink ? linkText(editor) : selectedText(editor)}
              onSubmit={addExternalLink}
              onCancel={() => setLinkFormOpen(false)}
            />
          </PopoverContent>
        </Popover>
        {onPickInternalLink ? (
          <ToolButton
            icon={FileSymlink}
            label="Link to a page"
            pressed={state.internalLink}
            disabled={off}
            onClick={() => void addInternalLink()}
          />
        ) : null}
        <ToolButton icon={Unlink} label="Remove link" disabled={off || !(state.externalLink || state.internalLink)} onClick={removeLink} />
      </ToolbarPrimitive.Root>
      <EditorContent editor={editor} />
    </div>
  )
}

/** The text area's look: the stored blocks drawn as the site draws them, in the editor's measure. */
const RICH_TEXT_EDITOR_TEXT_CLASS = [
  "min-h-40 max-h-[32rem] overflow-y-auto px-3 py-2 text-base leading-relaxed text-foreground outline-none whitespace-pre-wrap break-words",
  "[&_p]:my-2 [&_h2]:mt-4 [&_h2]:mb-2 [&_h2]:font-heading [&_h2]:text-xl [&_h2]:font-semibold [&_h3]:mt-3 [&_h3]:mb-2 [&_h3]:font-heading [&_h3]:text-lg [&_h3]:font-semibold",
  "[&_ul]:my-2 [&_ul]:ml-6 [&_ul]:list-disc [&_ol]:my-2 [&_ol]:ml-6 [&_ol]:list-decimal [&_li_p]:my-0.5",
  "[&_[data-link]]:font-medium [&_[data-link]]:text-primary [&_[data-link]]:underline [&_[data-link]]:underline-offset-4 [&_[data-link=internal]]:decoration-dashed",
].join(" ")
