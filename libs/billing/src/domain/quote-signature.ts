import { type FieldProblem } from './field-problem';

/**
 * The customer's drawn signature on a quote, as the phone or tablet sends it: a
 * `data:image/png;base64,…` URL. It is evidence printed on the PDF, so it is checked by its
 * content, not its label: the PNG signature bytes, a chunk stream whose every CRC is right, an
 * IHDR first with sensible dimensions and an IEND last, and a reasonable weight (a signature pad's
 * canvas, not a photograph).
 */
export const SIGNATURE_MAX_BYTES = 256 * 1024;
export const SIGNATURE_MAX_SIDE = 4_000;

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const DATA_URL = /^data:image\/png;base64,([A-Za-z0-9+/]+={0,2})$/;
/** Base64 of the byte limit, and a little: longer text is refused before decoding it. */
const MAX_DATA_URL_LENGTH = Math.ceil((SIGNATURE_MAX_BYTES * 4) / 3) + 64;

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

/** CRC-32 as PNG computes it (ISO 3309), over a chunk's type and data. */
export function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

type PngCheck = { png: Buffer } | { problem: 'format' | 'size' | 'dimensions' };

/** The PNG's bytes when the data URL holds a well-formed PNG of a signature's size. */
export function checkSignaturePng(dataUrl: string): PngCheck {
  if (dataUrl.length > MAX_DATA_URL_LENGTH) return { problem: 'size' };
  const match = DATA_URL.exec(dataUrl);
  if (!match) return { problem: 'format' };
  const png = Buffer.from(match[1], 'base64');
  if (png.length > SIGNATURE_MAX_BYTES) return { problem: 'size' };
  if (png.length < PNG_MAGIC.length || !png.subarray(0, 8).equals(PNG_MAGIC)) {
    return { problem: 'format' };
  }
  let offset = 8;
  let first = true;
  let ended = false;
  while (offset < png.length) {
    if (ended || offset + 12 > png.length) return { problem: 'format' };
    const length = png.readUInt32BE(offset);
    const end = offset + 12 + length;
    if (end > png.length) return { problem: 'format' };
    const type = png.toString('latin1', offset + 4, offset + 8);
    const crc = png.readUInt32BE(offset + 8 + length);
    if (crc32(png.subarray(offset + 4, offset + 8 + length)) !== crc) return { problem: 'format' };
    if (first) {
      if (type !== 'IHDR' || length !== 13) return { problem: 'format' };
      const width = png.readUInt32BE(offset + 8);
      const height = png.readUInt32BE(offset + 12);
      if (!width || !height || width > SIGNATURE_MAX_SIDE || height > SIGNATURE_MAX_SIDE) {
        return { problem: 'dimensions' };
      }
    }
    if (type === 'IEND') ended = true;
    first = false;
    offset = end;
  }
  return ended ? { png } : { problem: 'format' };
}

const MESSAGES: Record<'format' | 'size' | 'dimensions' | 'required', string> = {
  required: 'Falta la firma del cliente.',
  format: 'La firma no es una imagen PNG válida: vuelve a firmar.',
  size: 'La imagen de la firma es demasiado grande.',
  dimensions: 'La imagen de la firma tiene unas dimensiones no válidas.',
};

/** The signature's PNG, or the field's Spanish problem (`required`: it must be there). */
export function signaturePngOf(
  dataUrl: string | null | undefined,
  field: string,
  required: boolean,
): { png: Buffer | null } | { problem: FieldProblem } {
  if (dataUrl === null || dataUrl === undefined || dataUrl === '') {
    return required
      ? { problem: { field, code: 'required', message: MESSAGES.required } }
      : { png: null };
  }
  const checked = checkSignaturePng(dataUrl);
  if ('png' in checked) return checked;
  return {
    problem: { field, code: `signature_${checked.problem}`, message: MESSAGES[checked.problem] },
  };
}
