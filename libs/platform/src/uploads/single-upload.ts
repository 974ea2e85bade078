import { type FastifyRequest } from 'fastify';
import { PayloadTooLargeError } from '../http/body-parsing';
import { ValidationError } from '../http/domain-error';

/** One file of a multipart/form-data request, read whole, with the text fields sent before it. */
export interface UploadedFile {
  bytes: Buffer;
  /** The client's file name (shown only; never used to store or type the file). */
  filename: string;
  fields: Record<string, string>;
}

interface MultipartFile {
  filename: string;
  toBuffer(): Promise<Buffer>;
  fields: Record<string, { value?: unknown } | { value?: unknown }[] | undefined>;
}

/**
 * Reads the one file of a multipart request (`@fastify/multipart`, registered with the body
 * parsers), refusing a request that is not multipart or has no file (400), and a file over
 * `maxBytes` (413) before it is all in memory.
 */
export async function readSingleUpload(
  request: FastifyRequest,
  field: string,
  maxBytes: number,
): Promise<UploadedFile> {
  const multipart = request as FastifyRequest & {
    isMultipart?: () => boolean;
    file?: (options: object) => Promise<MultipartFile | undefined>;
  };
  if (!multipart.isMultipart?.() || !multipart.file) {
    throw missingFile(field);
  }
  const part = await multipart.file({ limits: { fileSize: maxBytes, files: 1, fields: 10 } });
  if (!part) throw missingFile(field);
  let bytes: Buffer;
  try {
    bytes = await part.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new PayloadTooLargeError(maxBytes);
    }
    throw error;
  }
  if (bytes.length === 0) throw missingFile(field);
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(part.fields)) {
    const first = Array.isArray(value) ? value[0] : value;
    if (first && typeof first.value === 'string') fields[name] = first.value;
  }
  return { bytes, filename: part.filename, fields };
}

const missingFile = (field: string) =>
  new ValidationError([{ field, code: 'required', message: 'Adjunta un archivo.' }]);
