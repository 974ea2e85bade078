import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { APP_CONFIG, type AppConfig, DomainError } from '@px/platform';
import {
  type SecretPurpose,
  open,
  parseEncryptionKey,
  seal,
} from '../domain/certificate/secret-box';
import { verifactuSettings } from './verifactu-settings';

const MISSING_KEY =
  'El servidor no tiene configurada la clave de cifrado de certificados (CERT_ENCRYPTION_KEY): pide al administrador del sistema que la configure (32 bytes en hexadecimal o base64) y reinicie el servicio.';
const INVALID_KEY =
  'La clave de cifrado de certificados (CERT_ENCRYPTION_KEY) no es válida: deben ser 32 bytes, escritos como 64 caracteres hexadecimales o en base64.';
const WRONG_KEY =
  'El certificado guardado no se puede descifrar con la clave configurada (CERT_ENCRYPTION_KEY ha cambiado): vuelve a subir el certificado.';

/** The certificate store's secret box, keyed by CERT_ENCRYPTION_KEY (AES-256-GCM). */
@Injectable()
export class CertificateVault implements OnModuleInit {
  private readonly logger = new Logger('CertificateVault');
  private readonly rawKey: string;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.rawKey = verifactuSettings(config).encryptionKey;
  }

  /** A malformed key stops the process at start; a missing one is only said (and a 500 when used). */
  onModuleInit(): void {
    if (!this.rawKey) {
      this.logger.warn(
        'CERT_ENCRYPTION_KEY is not set: the billing certificate cannot be stored or used',
      );
    } else if (!parseEncryptionKey(this.rawKey)) {
      throw new Error(`CERT_ENCRYPTION_KEY no es válida. ${INVALID_KEY}`);
    }
  }

  seal(purpose: SecretPurpose, plaintext: Buffer): Buffer {
    return seal(this.key(), purpose, plaintext);
  }

  open(purpose: SecretPurpose, sealed: Buffer): Buffer {
    const plaintext = open(this.key(), purpose, sealed);
    if (!plaintext) throw new DomainError(500, 'INTERNAL_ERROR', WRONG_KEY);
    return plaintext;
  }

  private key(): Buffer {
    if (!this.rawKey) throw new DomainError(500, 'INTERNAL_ERROR', MISSING_KEY);
    const key = parseEncryptionKey(this.rawKey);
    if (!key) throw new DomainError(500, 'INTERNAL_ERROR', INVALID_KEY);
    return key;
  }
}
