/**
 * Why a connection to the AEAT (or the configured endpoint) failed, in Spanish for the office:
 * Node's and OpenSSL's error codes sorted into what the person can do about it. Pure.
 */
export type ConnectionFailureKind =
  'dns' | 'refused' | 'timeout' | 'server_certificate' | 'client_certificate' | 'other';

export interface ConnectionFailure {
  kind: ConnectionFailureKind;
  message: string;
}

const SERVER_CERTIFICATE_CODES = new Set([
  'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
  'UNABLE_TO_GET_ISSUER_CERT',
  'UNABLE_TO_GET_ISSUER_CERT_LOCALLY',
  'SELF_SIGNED_CERT_IN_CHAIN',
  'DEPTH_ZERO_SELF_SIGNED_CERT',
  'CERT_HAS_EXPIRED',
  'CERT_NOT_YET_VALID',
  'CERT_UNTRUSTED',
  'ERR_TLS_CERT_ALTNAME_INVALID',
  'HOSTNAME_MISMATCH',
]);

/**
 * A TLS alert from the server about our certificate (OpenSSL's `ERR_SSL_…_ALERT_…`): unknown CA,
 * bad, revoked, expired or missing certificate, access denied.
 */
const CLIENT_CERTIFICATE_ALERT =
  /^ERR_SSL_(?:TLSV1|TLSV13|SSLV3)_ALERT_(?:UNKNOWN_CA|BAD_CERTIFICATE|CERTIFICATE_\w+|UNSUPPORTED_CERTIFICATE|ACCESS_DENIED|DECRYPT_ERROR|HANDSHAKE_FAILURE)$/;

export function connectionFailure(
  error: { code?: string; message?: string },
  host: string,
  /** The TLS handshake had started: a reset then is the server refusing the certificate. */
  duringHandshake = false,
): ConnectionFailure {
  const code = error.code ?? '';
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') {
    return {
      kind: 'dns',
      message: `No se encuentra el servidor ${host}: revisa la conexión a Internet del servidor del taller y la dirección configurada (VERIFACTU_ENDPOINT).`,
    };
  }
  if (code === 'ECONNREFUSED') {
    return {
      kind: 'refused',
      message: `El servidor ${host} no acepta conexiones en esa dirección: revisa VERIFACTU_ENDPOINT o inténtalo más tarde.`,
    };
  }
  if (code === 'ETIMEDOUT' || code === 'ESOCKETTIMEDOUT' || code === 'ETIMEOUT') {
    return {
      kind: 'timeout',
      message: `El servidor ${host} no ha respondido a tiempo: inténtalo de nuevo en unos minutos.`,
    };
  }
  if (SERVER_CERTIFICATE_CODES.has(code)) {
    return {
      kind: 'server_certificate',
      message: `No se puede comprobar la identidad del servidor ${host} (${code}): la conexión no es segura y no se ha enviado nada.`,
    };
  }
  if (CLIENT_CERTIFICATE_ALERT.test(code) || (duringHandshake && code === 'ECONNRESET')) {
    return {
      kind: 'client_certificate',
      message: `El servidor ${host} ha rechazado el certificado del taller: comprueba que es un certificado vigente admitido por la AEAT (de representante o de sello) y que no está revocado.`,
    };
  }
  return {
    kind: 'other',
    message: `No se ha podido conectar con ${host}: ${error.message ?? code ?? 'error desconocido'}.`,
  };
}

/** 401 or 403 from the endpoint: the connection was made, the certificate was not admitted. */
export function refusedByStatus(status: number, host: string): ConnectionFailure | null {
  return status === 401 || status === 403
    ? {
        kind: 'client_certificate',
        message: `El servidor ${host} no admite el certificado del taller (HTTP ${status}): comprueba que el certificado corresponde al NIF del taller y está dado de alta para VERI*FACTU.`,
      }
    : null;
}
