import type { MediaItem } from "../../ui/components/admin/media-library"

/** A landscape drawn as an SVG data URL (sky, sun, two hills), so stories show images without a network. */
export function landscape(sky: string, hill: string, sun = "#f5c542", width = 1200, height = 800): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 120 80">
<rect width="120" height="80" fill="${sky}"/><circle cx="86" cy="22" r="9" fill="${sun}"/>
<path d="M0 60 Q30 38 60 58 T120 52 V80 H0Z" fill="${hill}"/><path d="M0 70 Q40 56 80 70 T120 66 V80 H0Z" fill="#1f3b2d" opacity=".7"/></svg>`
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`
}

export const MEDIA_ITEMS: MediaItem[] = [
  {
    id: "m1",
    thumbnailSrc: landscape("#9fd3f0", "#4f8a5b"),
    fileName: "stockholm-office.jpg",
    altText: "The Stockholm office's open-plan floor with translators at their desks",
    decorative: false,
    width: 1600,
    height: 1067,
    sizeBytes: 412_000,
  },
  {
    id: "m2",
    thumbnailSrc: landscape("#f3c6a5", "#8a5b4f", "#ffffff"),
    fileName: "team-workshop.webp",
    altText: "Four project managers planning a localization release on a whiteboard",
    decorative: false,
    width: 2400,
    height: 1600,
    sizeBytes: 1_830_000,
  },
  {
    id: "m3",
    thumbnailSrc: landscape("#2d3a5a", "#3b5f7a", "#e8e8e8"),
    fileName: "northern-pattern.png",
    altText: null,
    decorative: true,
    width: 800,
    height: 800,
    sizeBytes: 96_000,
  },
  {
    id: "m4",
    thumbnailSrc: landscape("#cfe8d5", "#6b8f3a"),
    fileName: "a-very-long-file-name-from-the-photographers-camera-IMG_20261130_101112.avif",
    altText: "Helsinki harbour at dawn",
    decorative: false,
    width: 3000,
    height: 2000,
    sizeBytes: 7_400_000,
  },
]
