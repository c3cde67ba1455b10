/** Slugs: plain ASCII for URLs and email local parts. */

/** ASCII slug for URLs and email local parts: "José García" -> "jose-garcia". */
export function slug(text: string, separator = "-"): string {
  return text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, separator)
    .replace(new RegExp(`^\\${separator}+|\\${separator}+$`, "g"), "");
}
