import { createHash } from 'node:crypto';
import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { NotFoundError, SqlClient, UploadStore } from '@px/platform';
import { PHOTO_NOT_FOUND, RECEIPT_NOT_FOUND } from '../domain/reception-refusals';

/** A stored file of a receipt, ready to send. */
export interface ReceiptFile {
  bytes: Buffer;
  contentType: string;
  /** The download's name (documents) or null (photos, shown inline). */
  fileName: string | null;
  sha256: string;
}

export type ReceiptDocumentKind = 'deposit' | 'delivery';

/** GET /api/customer-receipts/{id}/pdf: the resguardo (or the delivery record) as issued. */
export class GetReceiptDocumentQuery extends Query<ReceiptFile> {
  constructor(
    readonly receiptId: string,
    readonly kind: ReceiptDocumentKind,
  ) {
    super();
  }
}

@QueryHandler(GetReceiptDocumentQuery)
export class GetReceiptDocumentHandler implements IQueryHandler<
  GetReceiptDocumentQuery,
  ReceiptFile
> {
  constructor(private readonly sql: SqlClient) {}

  async execute({ receiptId, kind }: GetReceiptDocumentQuery): Promise<ReceiptFile> {
    const row = await this.sql.one<{ pdf: Buffer; sha256: string; number: string }>(
      `select d.pdf, d.sha256, r.number from customer_receipt_document d
         join customer_receipt r on r.id = d.receipt_id
        where d.receipt_id = $1 and d.kind = $2`,
      [receiptId, kind],
    );
    if (!row) {
      throw new NotFoundError(
        kind === 'delivery'
          ? 'El vehículo aún no se ha entregado: no hay acta de entrega.'
          : RECEIPT_NOT_FOUND,
      );
    }
    const prefix = kind === 'delivery' ? 'entrega' : 'resguardo';
    return {
      bytes: row.pdf,
      contentType: 'application/pdf',
      fileName: `${prefix}-${row.number}.pdf`,
      sha256: row.sha256,
    };
  }
}

/** GET /api/customer-receipts/{id}/photos/{photo_id}: the photo's file. */
export class GetReceiptPhotoQuery extends Query<ReceiptFile> {
  constructor(
    readonly receiptId: string,
    readonly photoId: string,
  ) {
    super();
  }
}

@QueryHandler(GetReceiptPhotoQuery)
export class GetReceiptPhotoHandler implements IQueryHandler<GetReceiptPhotoQuery, ReceiptFile> {
  constructor(
    private readonly sql: SqlClient,
    private readonly uploads: UploadStore,
  ) {}

  async execute({ receiptId, photoId }: GetReceiptPhotoQuery): Promise<ReceiptFile> {
    const row = await this.sql.one<{ file_name: string; content_type: string; sha256: string }>(
      `select file_name, content_type, sha256 from customer_receipt_photo
        where id = $1 and receipt_id = $2`,
      [photoId, receiptId],
    );
    if (!row) throw new NotFoundError(PHOTO_NOT_FOUND);
    const bytes = await this.uploads.read(row.file_name).catch(() => null);
    if (!bytes) throw new NotFoundError(PHOTO_NOT_FOUND);
    return { bytes, contentType: row.content_type, fileName: null, sha256: row.sha256 };
  }
}

/** GET /api/customer-receipts/{id}/signature: the signature the customer drew, as a PNG. */
export class GetReceiptSignatureQuery extends Query<ReceiptFile> {
  constructor(
    readonly receiptId: string,
    readonly kind: ReceiptDocumentKind,
  ) {
    super();
  }
}

@QueryHandler(GetReceiptSignatureQuery)
export class GetReceiptSignatureHandler implements IQueryHandler<
  GetReceiptSignatureQuery,
  ReceiptFile
> {
  constructor(private readonly sql: SqlClient) {}

  async execute({ receiptId, kind }: GetReceiptSignatureQuery): Promise<ReceiptFile> {
    const row = await this.sql.one<{ signature_png: Buffer }>(
      `select signature_png from customer_receipt_document where receipt_id = $1 and kind = $2`,
      [receiptId, kind],
    );
    if (!row) throw new NotFoundError(RECEIPT_NOT_FOUND);
    return {
      bytes: row.signature_png,
      contentType: 'image/png',
      fileName: null,
      sha256: createHash('sha256').update(row.signature_png).digest('hex'),
    };
  }
}
