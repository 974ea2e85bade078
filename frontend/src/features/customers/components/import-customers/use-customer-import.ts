import type { CustomerImportReport } from '@px/contracts';
import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { isApiError } from '@/shared/api';
import { extractErrorMessage } from '@/shared/error-message';
import { useImportCustomers } from '../../api';

/**
 * The server takes a request body of at most 5 MB (docs/api-customers-vehicles.md), and the CSV
 * travels as a JSON string (quotes and line breaks escaped): both the file and the encoded body
 * are checked here, so the user hears it before anything is sent.
 */
const MAX_BODY_BYTES = 5 * 1024 * 1024;

/** The file's text, decoded as UTF-8 (FileReader drops a BOM; the server takes either way). */
function readAsText(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsText(file, 'utf-8');
  });
}

export type ImportStage =
  | { step: 'file' }
  | { step: 'checking' }
  | { step: 'checked'; report: CustomerImportReport }
  | { step: 'done'; report: CustomerImportReport };

/**
 * The import wizard's state: the chosen file (size-checked, read as text), the stage (file,
 * checking, checked, done), a problem with the file or the call itself, the dry-run check and the
 * commit. Starting over or closing drops late answers of an earlier run.
 */
export function useCustomerImport(onClose: () => void) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const run = useImportCustomers();
  const [file, setFile] = useState<{ name: string; text: string } | null>(null);
  const [stage, setStage] = useState<ImportStage>({ step: 'file' });
  /** A problem with the file or the call itself (not a row error): shown above the step. */
  const [problem, setProblem] = useState<string | null>(null);

  /** Bumped when the wizard starts over or closes: late answers of an earlier run are dropped. */
  const session = useRef(0);

  const reset = () => {
    session.current += 1;
    setFile(null);
    setStage({ step: 'file' });
    setProblem(null);
    run.reset();
  };
  const close = () => {
    reset();
    onClose();
  };

  const check = (text: string) => {
    const current = session.current;
    setProblem(null);
    setStage({ step: 'checking' });
    run.mutate(
      { csv: text, dry_run: true },
      {
        onSuccess: (report) => {
          if (current === session.current) setStage({ step: 'checked', report });
        },
        onError: (error) => {
          if (current !== session.current) return;
          setProblem(extractErrorMessage(error));
          setStage({ step: 'file' });
        },
      },
    );
  };

  const commit = () => {
    if (!file) return;
    const current = session.current;
    setProblem(null);
    run.mutate(
      { csv: file.text, dry_run: false },
      {
        // A refused commit lists its row errors like the check: they show in the same table.
        onSuccess: (report) => {
          if (current === session.current) {
            setStage({ step: report.committed ? 'done' : 'checked', report });
          }
        },
        onError: (error) =>
          current === session.current &&
          setProblem(
            isApiError(error) && error.statusCode === 409
              ? t('customers.import.conflict', { message: error.message })
              : extractErrorMessage(error),
          ),
      },
    );
  };

  const choose = (chosen: File) => {
    setProblem(null);
    if (chosen.size > MAX_BODY_BYTES) {
      setProblem(t('customers.import.tooBig'));
      return;
    }
    const current = session.current;
    readAsText(chosen)
      .then((text) => {
        if (current !== session.current) return;
        const body = JSON.stringify({ csv: text, dry_run: true });
        if (new Blob([body]).size > MAX_BODY_BYTES) {
          setProblem(t('customers.import.tooBig'));
          return;
        }
        setFile({ name: chosen.name, text });
        check(text);
      })
      .catch(() => setProblem(t('customers.import.unreadable')));
  };

  return { run, file, stage, problem, reset, close, check, commit, choose };
}
