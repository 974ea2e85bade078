import { createHash, randomUUID } from 'node:crypto';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { RECEIPT_PHOTOS_MAX, type ReceiptPhotoView } from '@px/contracts';
import {
  CommandTransaction,
  ConflictError,
  NotFoundError,
  UploadStore,
  ValidationError,
  imageContentType,
  imageExtension,
  runSql,
} from '@px/platform';
import { PHOTO_NOT_IMAGE, RECEIPT_NOT_FOUND, TOO_MANY_PHOTOS } from '../domain/reception-refusals';

/**
 * A photo of the car (POST /api/customer-receipts/{id}/photos), optionally of one damage mark.
 * The type is read from the bytes (a renamed file is refused); the file is stored under a name
 * made here, then its row is written; if the row cannot be written the file is removed again.
 */
export class AddReceiptPhotoCommand extends Command<ReceiptPhotoView> {
  constructor(
    readonly receiptId: string,
    readonly bytes: Buffer,
    readonly damageId: string | null,
    readonly actorId: string,
  ) {
    super();
  }
}

@CommandHandler(AddReceiptPhotoCommand)
export class AddReceiptPhotoHandler implements ICommandHandler<
  AddReceiptPhotoCommand,
  ReceiptPhotoView
> {
  constructor(
    private readonly commands: CommandTransaction,
    private readonly uploads: UploadStore,
  ) {}

  async execute({
    receiptId,
    bytes,
    damageId,
    actorId,
  }: AddReceiptPhotoCommand): Promise<ReceiptPhotoView> {
    const type = imageContentType(bytes);
    if (!type)
      throw new ValidationError([{ field: 'file', code: 'imageType', message: PHOTO_NOT_IMAGE }]);
    const fileName = await this.uploads.save('receipts', bytes, imageExtension(type));
    try {
      return await this.commands.run(async (em) => {
        const [receipt] = await runSql<{ damages: { id: string }[]; photos: number }>(
          em,
          `select damages, (select count(*)::int from customer_receipt_photo p
                             where p.receipt_id = r.id) as photos
             from customer_receipt r where r.id = $1 for update`,
          [receiptId],
        );
        if (!receipt) throw new NotFoundError(RECEIPT_NOT_FOUND);
        if (receipt.photos >= RECEIPT_PHOTOS_MAX) throw new ConflictError(TOO_MANY_PHOTOS);
        if (damageId && !receipt.damages.some((mark) => mark.id === damageId)) {
          throw new ValidationError([
            {
              field: 'damage_id',
              code: 'unknown_mark',
              message: 'La marca de daño no existe en este resguardo.',
            },
          ]);
        }
        const photo = {
          id: randomUUID(),
          damage_id: damageId,
          content_type: type,
          size_bytes: bytes.length,
          created_at: new Date().toISOString(),
        };
        await runSql(
          em,
          `insert into customer_receipt_photo
             (id, receipt_id, damage_id, file_name, content_type, size_bytes, sha256, created_by,
              created_at)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
          [
            photo.id,
            receiptId,
            damageId,
            fileName,
            type,
            bytes.length,
            createHash('sha256').update(bytes).digest('hex'),
            actorId,
            photo.created_at,
          ],
          'run',
        );
        return photo;
      });
    } catch (error) {
      await this.uploads.remove(fileName);
      throw error;
    }
  }
}
