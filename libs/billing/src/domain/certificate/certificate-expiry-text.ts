import { daysUntilExpiry } from './certificate-expiry';

const DATE = new Intl.DateTimeFormat('es-ES', {
  timeZone: 'Europe/Madrid',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

/** The expiry warning's notification, in Spanish, with where to renew it. */
export function certificateExpiryText(
  certificate: { holder: string; taxId: string | null; validTo: Date },
  now: Date,
): { title: string; message: string; link: string } {
  const days = daysUntilExpiry(certificate.validTo, now);
  const who = certificate.taxId
    ? `${certificate.holder} (${certificate.taxId})`
    : certificate.holder;
  const when = DATE.format(certificate.validTo);
  const expired = certificate.validTo.getTime() <= now.getTime();
  return {
    title: expired
      ? 'El certificado de facturación ha caducado'
      : days < 1
        ? 'El certificado de facturación caduca hoy'
        : `El certificado de facturación caduca en ${days} ${days === 1 ? 'día' : 'días'}`,
    message: expired
      ? `El certificado de ${who} caducó el ${when}. Los registros VERI*FACTU no se pueden enviar a la AEAT hasta que subas uno vigente.`
      : `El certificado de ${who} caduca el ${when}. Renuévalo y súbelo antes para que los registros VERI*FACTU se sigan enviando a la AEAT.`,
    link: '/admin/billing-certificate',
  };
}
