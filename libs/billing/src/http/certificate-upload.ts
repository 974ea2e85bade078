import { type FastifyRequest } from 'fastify';
import { PayloadTooLargeError, ValidationError } from '@px/platform';

/** A .p12/.pfx is a few kilobytes; a chain with several CAs stays well under this. */
export const CERTIFICATE_MAX_BYTES = 256 * 1024;
const PASSWORD_MAX_LENGTH = 200;

export interface CertificateUpload {
  file: Buffer;
  password: string;
}

interface MultipartPart {
  type: 'file' | 'field';
  fieldname: string;
  value?: unknown;
  toBuffer?: () => Promise<Buffer>;
}

/**
 * The multipart body of PUT /api/billing/certificate: `file` (the .p12/.pfx) and `password`, in
 * either order (`@fastify/multipart`'s parts, read whole). Shape only: whether the file is a
 * certificate and the password opens it is the command's to say, by content.
 */
export async function readCertificateUpload(request: FastifyRequest): Promise<CertificateUpload> {
  const multipart = request as FastifyRequest & {
    isMultipart?: () => boolean;
    parts?: (options: object) => AsyncIterableIterator<MultipartPart>;
  };
  if (!multipart.isMultipart?.() || !multipart.parts) {
    throw new ValidationError([
      {
        field: 'file',
        code: 'required',
        message: 'Envía el certificado (.p12 o .pfx) y su contraseña como formulario multipart.',
      },
    ]);
  }
  let file: Buffer | null = null;
  let password: string | null = null;
  const unexpected: string[] = [];
  for await (const part of multipart.parts({
    limits: { fileSize: CERTIFICATE_MAX_BYTES, files: 1, fields: 5, fieldSize: 1024 },
  })) {
    if (part.type === 'file') {
      try {
        const bytes = await part.toBuffer!();
        if (part.fieldname === 'file') file = bytes;
        else unexpected.push(part.fieldname);
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
          throw new PayloadTooLargeError(CERTIFICATE_MAX_BYTES);
        }
        throw error;
      }
    } else if (part.fieldname === 'password' && typeof part.value === 'string') {
      password = part.value;
    } else {
      unexpected.push(part.fieldname);
    }
  }
  const problems = [
    ...(!file?.length
      ? [{ field: 'file', code: 'required', message: 'Adjunta el certificado (.p12 o .pfx).' }]
      : []),
    ...(password === null
      ? [
          {
            field: 'password',
            code: 'required',
            message: 'Escribe la contraseña del certificado.',
          },
        ]
      : password.length > PASSWORD_MAX_LENGTH
        ? [
            {
              field: 'password',
              code: 'maxLength',
              message: `La contraseña no puede superar ${PASSWORD_MAX_LENGTH} caracteres.`,
            },
          ]
        : []),
    ...unexpected.map((name) => ({
      field: name,
      code: 'whitelistValidation',
      message: `El campo «${name}» no está permitido.`,
    })),
  ];
  if (problems.length) throw new ValidationError(problems);
  return { file: file!, password: password! };
}
