/**
 * The headers every answer carries (SPA and API alike), ASVS 5.0 §3.4:
 * - Content-Security-Policy: scripts only from the app's own files (the build has no inline
 *   script); styles may be inline (antd's CSS-in-JS writes <style> elements at run time); images
 *   from the app, data: and blob: (no outside image: announcements cannot carry tracking pixels);
 *   connections to the app (its API and its Socket.IO, same origin); no plugins, no framing, no
 *   <base> or form posts elsewhere.
 * - Permissions-Policy: the camera for reception's photos at check-in, on this origin only; no
 *   microphone, geolocation, payment or USB.
 * - Referrer-Policy, X-Content-Type-Options and X-Frame-Options (older browsers' framing guard).
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self' blob:",
  "manifest-src 'self'",
  "object-src 'none'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

export const PERMISSIONS_POLICY =
  'camera=(self), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()';

export const SECURITY_HEADERS = {
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'permissions-policy': PERMISSIONS_POLICY,
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'same-origin',
};

/** Sent only over HTTPS (a browser ignores it over HTTP): two years, subdomains included. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=63072000; includeSubDomains';
