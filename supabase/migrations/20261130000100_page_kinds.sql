-- The page kinds whose shape differs from the first list's (20261130000000_documents.sql): each
-- kind's schema is in supabase/functions/_shared/content/pages/.
--   page:content  a free-form page of a hero, sections and a call to action (the hubs, technology,
--                 sustainability, security and freelancer pages: the shape of page:about, careers
--                 and contact, outside those sections)
--   page:listing  a page that lists a collection (the blog, news, case studies, glossary, open
--                 positions, offices) or, for the sitemap, the pages: its own copy, not the entries
--   page:faq      the FAQ page: its topics, search and empty state; the questions are faq_entry documents
insert into public.document_kinds (kind, label, edited_by) values
  ('page:content', 'Content page', array['admin', 'editor']),
  ('page:listing', 'Listing page', array['admin', 'editor']),
  ('page:faq', 'FAQ page', array['admin', 'editor'])
on conflict (kind) do nothing;
