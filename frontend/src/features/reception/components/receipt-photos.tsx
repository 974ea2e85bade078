import { CameraOutlined, PictureOutlined } from '@ant-design/icons';
import {
  type DamageMark,
  RECEIPT_PHOTO_MAX_BYTES,
  RECEIPT_PHOTO_TYPES,
  RECEIPT_PHOTOS_MAX,
  type ReceiptPhotoView,
} from '@px/contracts';
import { Button, Empty, Flex, Image, Skeleton, Tooltip, Typography, theme } from 'antd';
import { useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { extractErrorMessage } from '@/shared/error-message';
import { useFeedback } from '@/shared/feedback';
import { useAddReceiptPhoto, useAuthorizedObjectUrl } from '../api';
import { receiptPhotoPath } from '../receipts-model';

const THUMB = 112;

interface ReceiptPhotosProps {
  receiptId: string;
  photos: ReceiptPhotoView[];
  /** The receipt's damage marks, to caption each photo with its mark's number. */
  damages: DamageMark[];
  /** Whether the user may add photos (receptions.create). */
  canAdd: boolean;
}

/** One thumbnail: the file comes with the session's token, so it shows once fetched. */
function ReceiptPhotoThumb({
  path,
  alt,
  caption,
}: {
  path: string;
  alt: string;
  caption: string | null;
}) {
  const { token } = theme.useToken();
  const url = useAuthorizedObjectUrl(path);
  return (
    <Flex vertical gap={4} align="center" style={{ width: THUMB }} data-testid="receipt-photo">
      {url ? (
        <Image
          src={url}
          alt={alt}
          width={THUMB}
          height={THUMB}
          style={{
            objectFit: 'cover',
            borderRadius: token.borderRadius,
            border: `1px solid ${token.colorBorderSecondary}`,
          }}
        />
      ) : (
        <Skeleton.Image active style={{ width: THUMB, height: THUMB }} />
      )}
      {caption && (
        <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
          {caption}
        </Typography.Text>
      )}
    </Flex>
  );
}

/**
 * The receipt's photos as a grid of thumbnails (a tap enlarges them, with arrows between them)
 * and "Añadir foto", which opens the tablet's rear camera.
 */
export function ReceiptPhotos({ receiptId, photos, damages, canAdd }: ReceiptPhotosProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const { token } = theme.useToken();
  const { message } = useFeedback();
  const input = useRef<HTMLInputElement>(null);
  const add = useAddReceiptPhoto(receiptId);
  const [uploading, setUploading] = useState(false);
  const full = photos.length >= RECEIPT_PHOTOS_MAX;

  const upload = async (files: FileList | null) => {
    if (!files?.length) return;
    setUploading(true);
    try {
      for (const file of Array.from(files)) {
        if (!(RECEIPT_PHOTO_TYPES as readonly string[]).includes(file.type)) {
          void message.error(t('reception.receipts.photos.notImage', { name: file.name }));
          continue;
        }
        if (file.size > RECEIPT_PHOTO_MAX_BYTES) {
          void message.error(
            t('reception.receipts.photos.tooBig', {
              name: file.name,
              mb: RECEIPT_PHOTO_MAX_BYTES / (1024 * 1024),
            }),
          );
          continue;
        }
        try {
          await add.mutateAsync({ file, damageId: null });
          void message.success(t('reception.receipts.photos.added'));
        } catch (error) {
          void message.error(extractErrorMessage(error));
          break;
        }
      }
    } finally {
      setUploading(false);
    }
  };

  const button = (
    <Button
      icon={<CameraOutlined aria-hidden />}
      onClick={() => input.current?.click()}
      loading={uploading}
      disabled={full}
      data-testid="receipt-add-photo"
    >
      <FormattedMessage id="reception.receipts.photos.add" />
    </Button>
  );

  return (
    <Flex vertical gap={12}>
      {canAdd && (
        <>
          <input
            ref={input}
            type="file"
            accept="image/*"
            capture="environment"
            // Opened by the button below; never shown (nor reached by keyboard) itself.
            style={{ display: 'none' }}
            tabIndex={-1}
            aria-hidden
            onChange={(event) => {
              void upload(event.target.files);
              event.target.value = '';
            }}
            data-testid="receipt-photo-input"
          />
          <div>
            {full ? (
              <Tooltip title={t('reception.receipts.photos.max', { max: RECEIPT_PHOTOS_MAX })}>
                <span>{button}</span>
              </Tooltip>
            ) : (
              button
            )}
          </div>
        </>
      )}
      {photos.length === 0 ? (
        <Empty
          image={<PictureOutlined style={{ fontSize: 40, color: token.colorTextQuaternary }} />}
          description={t('reception.receipts.photos.empty')}
          data-testid="receipt-photos-empty"
        />
      ) : (
        <Image.PreviewGroup>
          <Flex wrap gap={12} data-testid="receipt-photos">
            {photos.map((photo, index) => {
              const mark = photo.damage_id
                ? damages.findIndex((item) => item.id === photo.damage_id)
                : -1;
              return (
                <ReceiptPhotoThumb
                  key={photo.id}
                  path={receiptPhotoPath(receiptId, photo.id)}
                  alt={t('reception.receipts.photos.alt', { n: index + 1 })}
                  caption={mark >= 0 ? t('reception.receipts.photos.mark', { n: mark + 1 }) : null}
                />
              );
            })}
          </Flex>
        </Image.PreviewGroup>
      )}
    </Flex>
  );
}
