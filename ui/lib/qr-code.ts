const SVG_DATA_PREFIX = /^data:image\/svg\+xml;(?:charset=)?utf-8,/i
const SVG_MARKUP = /^(?:<\?xml[^>]*\?>\s*)?<svg[\s>]/i

/**
 * An <img> source for a QR code given as SVG (GoTrue's `totp.qr_code`, which supabase-js prefixes with
 * `data:image/svg+xml;utf-8,` without encoding it), or null for anything else. Drawn by an <img>, the
 * SVG can never run script or reach the page; encoding it makes the data URI valid whatever it holds.
 */
export function qrCodeImageSource(qrCode: string): string | null {
  const markup = qrCode.replace(SVG_DATA_PREFIX, "").trim()
  if (!SVG_MARKUP.test(markup)) return null
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(markup)}`
}

/** A TOTP secret in groups of four, as people copy it into an authenticator app by hand. */
export function groupSecret(secret: string): string {
  return (secret.replace(/\s+/g, "").match(/.{1,4}/g) ?? []).join(" ")
}
