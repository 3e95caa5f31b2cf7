import { GlossaryTemplate } from "@nordika/ui/templates"
import { GLOSSARY_KEY_TERMS, GLOSSARY_PAGE, GLOSSARY_TERMS } from "../content/resources/glossary"
import { PageBreadcrumb } from "../site/breadcrumbs"
import { useDocumentMeta } from "../site/document-meta"

/** /resources/glossary: the A–Z of localization terms with search. */
export default function GlossaryPage() {
  const page = GLOSSARY_PAGE
  useDocumentMeta(page.meta)
  return (
    <GlossaryTemplate
      hero={page.hero}
      breadcrumb={<PageBreadcrumb path={page.meta.path} />}
      terms={GLOSSARY_TERMS}
      keyTerms={GLOSSARY_KEY_TERMS}
      cta={page.cta}
    />
  )
}
