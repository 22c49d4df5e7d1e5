// A path segment as Next hands it to a page (percent-decoded), for the pure path rules proxy.ts asks before Next
// renders (site-paths.ts, canonical-id-path.ts): a malformed escape (`%E0%A4%A`) is no segment, not a thrown error.

export function decodePathSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}
