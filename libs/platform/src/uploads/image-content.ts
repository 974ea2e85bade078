/** The image types an upload may be, as its bytes say (never its name or declared type). */
export type ImageContentType = 'image/jpeg' | 'image/png' | 'image/webp';

const EXTENSIONS: Record<ImageContentType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
};

/**
 * What a file is by its signature bytes: JPEG (FF D8 FF), PNG (89 P N G \r \n 1A \n), WebP
 * (RIFF….WEBP); null for anything else. Three fixed signatures are all a photo upload accepts, so
 * this is read here rather than through a general file-type library (ESM-only in its maintained
 * versions, which the CommonJS server cannot load).
 */
export function imageContentType(bytes: Buffer): ImageContentType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    return 'image/jpeg';
  }
  if (
    bytes.length >= 8 &&
    bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  ) {
    return 'image/png';
  }
  if (
    bytes.length >= 12 &&
    bytes.toString('latin1', 0, 4) === 'RIFF' &&
    bytes.toString('latin1', 8, 12) === 'WEBP'
  ) {
    return 'image/webp';
  }
  return null;
}

export function imageExtension(type: ImageContentType): string {
  return EXTENSIONS[type];
}
