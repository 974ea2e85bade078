import type { PartImportReport } from '@px/contracts';
import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { isApiError } from '@/shared/api';
import { extractErrorMessage } from '@/shared/error-message';
import { useImportParts } from '../../api';
import { MAX_IMPORT_BYTES } from '../../model';

/** The file's text, decoded as UTF-8 (FileReader drops a BOM; the server takes either way). */
function readAsText(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsText(file, 'utf-8');
  });
}

export type PartImportStage =
  | { step: 'file' }
  | { step: 'checking' }
  | { step: 'checked'; report: PartImportReport }
  | { step: 'done'; report: PartImportReport };

/**
 * The import wizard's state (as the customers' import): the chosen file (size-checked, read as
 * text), the stage, a problem with the file or the call itself, the dry-run check and the commit.
 * Starting over or closing drops late answers of an earlier run.
 */
export function usePartImport(onClose: () => void) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const run = useImportParts();
  const [file, setFile] = useState<{ name: string; text: string } | null>(null);
  const [stage, setStage] = useState<PartImportStage>({ step: 'file' });
  const [problem, setProblem] = useState<string | null>(null);
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
        // A refused commit (the catalogue changed since the check) lists its rows like the check.
        onSuccess: (report) => {
          if (current === session.current) {
            setStage({ step: report.committed ? 'done' : 'checked', report });
          }
        },
        onError: (error) =>
          current === session.current &&
          setProblem(
            isApiError(error) && error.statusCode === 409
              ? t('inventory.import.conflict', { message: error.message })
              : extractErrorMessage(error),
          ),
      },
    );
  };

  const choose = (chosen: File) => {
    setProblem(null);
    if (chosen.size > MAX_IMPORT_BYTES) {
      setProblem(t('inventory.import.tooBig'));
      return;
    }
    const current = session.current;
    readAsText(chosen)
      .then((text) => {
        if (current !== session.current) return;
        const body = JSON.stringify({ csv: text, dry_run: true });
        if (new Blob([body]).size > MAX_IMPORT_BYTES) {
          setProblem(t('inventory.import.tooBig'));
          return;
        }
        if (text.trim() === '') {
          setProblem(t('inventory.import.emptyFile'));
          return;
        }
        setFile({ name: chosen.name, text });
        check(text);
      })
      .catch(() => setProblem(t('inventory.import.unreadable')));
  };

  return { run, file, stage, problem, reset, close, check, commit, choose };
}
