-- The uploads bucket takes only what the lead forms (quote, contact, careers) accept. Anyone may
-- upload into it, so the list keeps out executables, scripts and SVG. Staff download these files;
-- storage serves HTML and XML (xliff) as attachments under a sandboxing Content-Security-Policy, so
-- an uploaded page never runs on the site's origin.
--
--   documents       pdf; docx, xlsx, pptx; txt and srt (text/plain); csv
--   translation     html source files; xliff (application/xliff+xml, application/x-xliff+xml);
--                   srt (application/x-subrip); InDesign idml
--   archives        zip (application/x-zip-compressed is what Windows browsers send)
--   images          png, jpeg, webp
--   audio, video    mp3/mpeg, mp4, wav, webm: for subtitling and voice-over
--   anything else   application/octet-stream: CAT formats browsers do not know (sdlxliff, tmx, ...)

update storage.buckets
set allowed_mime_types = array[
  'application/pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'text/plain',
  'text/csv',
  'text/html',
  'application/xliff+xml',
  'application/x-xliff+xml',
  'application/x-subrip',
  'application/vnd.adobe.indesign-idml-package',
  'application/zip',
  'application/x-zip-compressed',
  'image/png',
  'image/jpeg',
  'image/webp',
  'audio/mpeg',
  'audio/mp4',
  'audio/wav',
  'audio/x-wav',
  'audio/webm',
  'video/mp4',
  'video/mpeg',
  'video/webm',
  'application/octet-stream'
]
where id = 'uploads';
