import { type IncomingHttpHeaders, get as httpGet } from 'node:http';

export interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/**
 * A GET with the given Accept-Encoding whose body comes back as it travelled: supertest would
 * decompress it before a test could look at the encoding.
 */
export function rawGet(url: string, encoding: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const request = httpGet(url, { headers: { 'Accept-Encoding': encoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    request.on('error', reject);
  });
}
