/**
 * Which addresses may reach the DOM from announcement content (SPEC §3/§5: "Links and images with
 * unsafe addresses are dropped, leaving only their text"). Only absolute addresses with an allowed
 * scheme pass; everything else (javascript:, data:, vbscript:, file:, relative or protocol-relative
 * addresses, and anything hiding a scheme behind whitespace, control characters or entities) is
 * refused, so the caller keeps the text and drops the address.
 *
 * Images load by themselves when the content is shown, so an outside image is a tracking pixel
 * (who read the announcement, when, from where): an image must come from the app itself, its own
 * origin or a path on it ("/uploads/…"). The Content-Security-Policy (img-src 'self') says the same
 * to the browser.
 */
export type SafeUrlKind = 'link' | 'image' | 'cta';

/** A path on this origin: one leading slash, not the protocol-relative "//host". */
const SAME_ORIGIN_PATH = /^\/(?!\/)/;

const ALLOWED_PROTOCOLS: Record<SafeUrlKind, ReadonlySet<string>> = {
  link: new Set(['http:', 'https:', 'mailto:']),
  image: new Set(['http:', 'https:']),
  // The announcement's call to action opens a web page in a new tab: http or https only.
  cta: new Set(['http:', 'https:']),
};

/**
 * Browsers drop tabs and newlines inside a scheme ("java\tscript:") and some parsers ignore other
 * invisible characters; an address containing any of them is refused outright.
 */
const HIDDEN_CHARACTERS =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0020\u007f-\u00a0\u00ad\u1680\u180e\u2000-\u200f\u2028-\u202f\u205f-\u206f\u3000\ufeff]/;

/** A scheme written out in plain letters at the very start. */
const LEADING_SCHEME = /^([a-z][a-z0-9+.-]*):/i;

/** The address if it may be used for `kind`, else null. `origin`: the app's own (images). */
export function safeUrl(
  value: unknown,
  kind: SafeUrlKind,
  origin: string | undefined = globalThis.location?.origin,
): string | null {
  if (typeof value !== 'string') return null;
  const address = value.trim();
  if (address === '' || HIDDEN_CHARACTERS.test(address)) return null;
  if (kind === 'image') return sameOriginImage(address, origin);
  return absoluteAddress(address, kind);
}

/** An image of the app itself: a path on its origin, or an absolute address of that origin. */
function sameOriginImage(address: string, origin: string | undefined): string | null {
  if (!origin) return null;
  if (SAME_ORIGIN_PATH.test(address)) {
    // The path must stay a path once resolved (no "/\\evil.example" tricks).
    try {
      return new URL(address, origin).origin === origin ? address : null;
    } catch {
      return null;
    }
  }
  const absolute = absoluteAddress(address, 'image');
  return absolute && new URL(absolute).origin === origin ? absolute : null;
}

function absoluteAddress(address: string, kind: SafeUrlKind): string | null {
  const scheme = LEADING_SCHEME.exec(address);
  if (!scheme) return null;
  let parsed: URL;
  try {
    parsed = new URL(address);
  } catch {
    return null;
  }
  const protocol = parsed.protocol.toLowerCase();
  if (!ALLOWED_PROTOCOLS[kind].has(protocol)) return null;
  // What the browser will see must be what we checked (no scheme smuggled past the parser).
  if (`${scheme[1]!.toLowerCase()}:` !== protocol) return null;
  // A web address names its host after "//" ("http:/x" and "https:" alone are typos or tricks).
  const web = protocol === 'http:' || protocol === 'https:';
  if (web && (!/^https?:\/\//i.test(address) || !parsed.hostname)) return null;
  return address;
}

export function isSafeUrl(value: unknown, kind: SafeUrlKind): boolean {
  return safeUrl(value, kind) !== null;
}
