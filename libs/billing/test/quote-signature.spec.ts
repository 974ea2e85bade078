import { deflateSync } from 'node:zlib';
import {
  SIGNATURE_MAX_BYTES,
  checkSignaturePng,
  crc32,
  signaturePngOf,
} from '../src/domain/quote-signature';

/** A 1 × 1 PNG as a signature pad's canvas.toDataURL() gives it. */
const ONE_PIXEL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

const chunk = (type: string, data: Buffer) => {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

/** A grey PNG of `width` × `height` (8-bit greyscale), with `extra` bytes of a text chunk. */
function png(width: number, height: number, extra = 0): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // greyscale
  const rows = Buffer.alloc((width + 1) * Math.min(height, 4));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    ...(extra ? [chunk('tEXt', Buffer.alloc(extra, 0x41))] : []),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
const dataUrl = (bytes: Buffer) => `data:image/png;base64,${bytes.toString('base64')}`;

describe('quote signature (a drawn PNG, checked by its content)', () => {
  it('computes PNG CRCs', () => {
    expect(crc32(Buffer.from('IEND', 'latin1'))).toBe(0xae426082);
  });

  it('accepts a real PNG of a signature pad', () => {
    expect(checkSignaturePng(ONE_PIXEL)).toEqual({ png: expect.any(Buffer) });
    const pad = checkSignaturePng(dataUrl(png(600, 200)));
    expect('png' in pad && pad.png.subarray(1, 4).toString()).toBe('PNG');
  });

  it('refuses what only claims to be a PNG', () => {
    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]).toString('base64');
    expect(checkSignaturePng(`data:image/png;base64,${jpeg}`)).toEqual({ problem: 'format' });
    expect(checkSignaturePng('data:image/jpeg;base64,AAAA')).toEqual({ problem: 'format' });
    expect(checkSignaturePng('not a data url')).toEqual({ problem: 'format' });
    // The PNG signature alone, a truncated file, a corrupted chunk, no IEND.
    const real = png(10, 10);
    expect(checkSignaturePng(dataUrl(real.subarray(0, 8)))).toEqual({ problem: 'format' });
    expect(checkSignaturePng(dataUrl(real.subarray(0, real.length - 6)))).toEqual({
      problem: 'format',
    });
    const corrupted = Buffer.from(real);
    corrupted[20] ^= 0xff;
    expect(checkSignaturePng(dataUrl(corrupted))).toEqual({ problem: 'format' });
    expect(checkSignaturePng(dataUrl(real.subarray(0, real.length - 12)))).toEqual({
      problem: 'format',
    });
    // Bytes after IEND are not a PNG's.
    expect(checkSignaturePng(dataUrl(Buffer.concat([real, Buffer.from('<script>')])))).toEqual({
      problem: 'format',
    });
  });

  it('refuses absurd dimensions and a photograph-sized file', () => {
    expect(checkSignaturePng(dataUrl(png(0, 10)))).toEqual({ problem: 'dimensions' });
    expect(checkSignaturePng(dataUrl(png(5000, 10)))).toEqual({ problem: 'dimensions' });
    expect(checkSignaturePng(dataUrl(png(100, 100, SIGNATURE_MAX_BYTES)))).toEqual({
      problem: 'size',
    });
  });

  it('says what is wrong on the field, in Spanish, and whether it was required', () => {
    expect(signaturePngOf(null, 'signature_png', true)).toEqual({
      problem: {
        field: 'signature_png',
        code: 'required',
        message: 'Falta la firma del cliente.',
      },
    });
    expect(signaturePngOf('', 'signature_png', false)).toEqual({ png: null });
    expect(signaturePngOf('data:image/png;base64,AAAA', 'signature_png', false)).toEqual({
      problem: {
        field: 'signature_png',
        code: 'signature_format',
        message: 'La firma no es una imagen PNG válida: vuelve a firmar.',
      },
    });
  });
});
