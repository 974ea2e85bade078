import type { BillingCertificateView } from '@px/contracts';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import en from './i18n/en.json';
import es from './i18n/es.json';
import {
  CERTIFICATE_ACCEPT,
  CERTIFICATE_MAX_BYTES,
  canRetry,
  certificateFileProblem,
  certificateNotices,
  kindMessageId,
  pageChange,
  recordListQueryOf,
  recordListStateOf,
  statusChange,
  submissionMessageId,
  waitingUntil,
} from './model';

const intl = {
  es: createIntl({ locale: 'es-ES', messages: es }),
  en: createIntl({ locale: 'en-GB', messages: en }),
};
const say = (locale: 'es' | 'en', id: string, values?: Record<string, string | number>) =>
  intl[locale].formatMessage({ id }, values);

const certificate = (fields: Partial<BillingCertificateView> = {}) => ({
  tax_id: 'B86561412',
  expires_in_days: 200,
  expiring: false,
  expired: false,
  tax_id_mismatch: false,
  ...fields,
});

describe('certificateFileProblem', () => {
  it('takes a .p12 or .pfx of any case up to the server limit', () => {
    expect(CERTIFICATE_ACCEPT).toBe('.p12,.pfx');
    expect(certificateFileProblem({ name: 'taller.p12', size: 3_000 })).toBeNull();
    expect(certificateFileProblem({ name: 'TALLER.PFX', size: 3_000 })).toBeNull();
    expect(certificateFileProblem({ name: 'c.p12', size: CERTIFICATE_MAX_BYTES })).toBeNull();
  });

  it('refuses another kind of file, an empty one and one over 256 KB', () => {
    expect(certificateFileProblem({ name: 'taller.pdf', size: 3_000 })).toBe(
      'billingCertificate.upload.wrongType',
    );
    expect(certificateFileProblem({ name: 'p12', size: 3_000 })).toBe(
      'billingCertificate.upload.wrongType',
    );
    expect(certificateFileProblem({ name: 'taller.p12', size: 0 })).toBe(
      'billingCertificate.upload.emptyFile',
    );
    expect(certificateFileProblem({ name: 'c.pfx', size: CERTIFICATE_MAX_BYTES + 1 })).toBe(
      'billingCertificate.upload.tooLarge',
    );
    expect(say('es', 'billingCertificate.upload.tooLarge', { kilobytes: 256 })).toBe(
      'El archivo supera 256 KB: no parece un certificado.',
    );
  });
});

describe('certificateNotices', () => {
  it('says nothing while more than 30 days are left', () => {
    expect(certificateNotices(certificate({ expires_in_days: 31 }))).toEqual([]);
  });

  it('warns of the expiry with the days left, in Spanish and English plurals', () => {
    const wording = (days: number, locale: 'es' | 'en' = 'es') => {
      const [notice] = certificateNotices(certificate({ expires_in_days: days, expiring: true }));
      expect(notice).toMatchObject({ key: 'expiring', type: 'warning' });
      return say(locale, notice!.title, notice!.values);
    };
    expect(wording(30)).toBe('Caduca en 30 días: renuévalo');
    expect(wording(10)).toBe('Caduca en 10 días: renuévalo');
    expect(wording(1)).toBe('Caduca en 1 día: renuévalo');
    expect(wording(0)).toBe('Caduca en menos de un día: renuévalo');
    expect(wording(1, 'en')).toBe('Expires in 1 day: renew it');
    expect(wording(10, 'en')).toBe('Expires in 10 days: renew it');
  });

  it('tells an expired certificate as an error, never as "-2 días"', () => {
    const notices = certificateNotices(
      certificate({ expires_in_days: -2, expiring: false, expired: true }),
    );
    expect(notices.map((notice) => [notice.key, notice.type])).toEqual([['expired', 'error']]);
    expect(say('es', notices[0]!.title)).toBe('El certificado ha caducado');
  });

  it("adds the NIF mismatch after the expiry, naming the certificate's NIF", () => {
    const notices = certificateNotices(
      certificate({
        tax_id: 'B12345678',
        tax_id_mismatch: true,
        expiring: true,
        expires_in_days: 5,
      }),
    );
    expect(notices.map((notice) => notice.key)).toEqual(['expiring', 'mismatch']);
    expect(say('es', notices[1]!.title, notices[1]!.values)).toBe(
      'El NIF del certificado (B12345678) no es el del taller',
    );
  });
});

describe('the records', () => {
  it('labels the statuses and kinds in Spanish', () => {
    expect(say('es', submissionMessageId('pending'))).toBe('Pendiente de envío');
    expect(say('es', submissionMessageId('accepted_with_errors'))).toBe('Aceptado con errores');
    expect(say('es', submissionMessageId('rejected'))).toBe('Rechazado');
    expect(say('es', kindMessageId('alta'))).toBe('Alta');
    expect(say('es', kindMessageId('anulacion'))).toBe('Anulación');
    expect(say('es', 'billingCertificate.submission.queued', { count: 1 })).toBe(
      'Se enviará 1 registro pendiente en cuanto lo permita la AEAT.',
    );
  });

  it('retries only what the AEAT has not accepted', () => {
    expect(canRetry({ status: 'rejected' })).toBe(true);
    expect(canRetry({ status: 'pending' })).toBe(true);
    expect(canRetry({ status: 'accepted' })).toBe(false);
    expect(canRetry({ status: 'accepted_with_errors' })).toBe(false);
  });

  it("shows the AEAT's waiting time only while it runs", () => {
    const now = new Date('2026-03-02T10:00:00Z');
    expect(waitingUntil({ next_submission_at: null }, now)).toBeNull();
    expect(waitingUntil({ next_submission_at: '2026-03-02T09:59:00Z' }, now)).toBeNull();
    expect(waitingUntil({ next_submission_at: '2026-03-02T10:01:00Z' }, now)).toBe(
      '2026-03-02T10:01:00Z',
    );
  });

  it('reads the status and page from the address, ignoring what is not valid', () => {
    expect(recordListStateOf(new URLSearchParams('status=rejected&page=3'))).toEqual({
      status: 'rejected',
      page: 3,
    });
    expect(recordListStateOf(new URLSearchParams('status=sent&page=-1'))).toEqual({
      status: null,
      page: 1,
    });
    expect(recordListQueryOf({ status: null, page: 2 })).toEqual({ page: 2, limit: 20 });
    expect(recordListQueryOf({ status: 'pending', page: 1 })).toEqual({
      status: 'pending',
      page: 1,
      limit: 20,
    });
  });

  it('goes back to the first page on a new filter and keeps page 1 out of the address', () => {
    expect(statusChange('rejected')).toEqual({ status: 'rejected', page: undefined });
    expect(statusChange(null)).toEqual({ status: undefined, page: undefined });
    expect(pageChange(1)).toEqual({ page: undefined });
    expect(pageChange(4)).toEqual({ page: '4' });
  });
});
