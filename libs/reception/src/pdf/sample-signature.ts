import { crc32, deflateSync } from 'node:zlib';

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
}

/**
 * A signature-like PNG (transparent, a dark wavy stroke) for the demo's receipts and the PDF
 * tests: they need a drawn signature and there is no hand to draw it. `seed` varies the stroke.
 */
export function signaturePng(width = 400, height = 150, seed = 7): Buffer {
  const rows: Buffer[] = [];
  const wave = 12 + (seed % 9);
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 4);
    for (let x = 0; x < width; x++) {
      const centre =
        height / 2 + Math.sin(x / wave + seed) * (height / 4) * (1 - x / (width * 1.6));
      if (Math.abs(y - centre) < 2) row[1 + x * 4 + 3] = 255;
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // RGBA
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
