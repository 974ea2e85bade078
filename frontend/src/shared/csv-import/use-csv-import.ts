import type { UseMutationResult } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { isApiError } from '@/shared/api';
import { extractErrorMessage } from '@/shared/error-message';

/** A row the server refused: its line in the file (1 is the header), its column, the reason. */
export interface CsvRowError {
  line: number;
  /** Null when the whole row is wrong (e.g. too many columns). */
  column: string | null;
  message: string;
}

/**
 * What every CSV import endpoint answers (`POST …/import`): a dry run and a refused commit list
 * every row error and change nothing; a commit (`committed: true`) wrote everything at once.
 */
export interface CsvImportReport {
  committed: boolean;
  rows: number;
  errors: CsvRowError[];
}

/** The body of the import call: the file's text, and whether it is only checked. */
export interface CsvImportInput {
  csv: string;
  dry_run: boolean;
}

/** The feature's import mutation (it refreshes what a commit changed in its own onSuccess). */
export type CsvImportMutation<R extends CsvImportReport> = Pick<
  UseMutationResult<R, Error, CsvImportInput>,
  'mutate' | 'reset' | 'isPending'
>;

export type CsvImportStage<R extends CsvImportReport> =
  | { step: 'file' }
  | { step: 'checking' }
  | { step: 'checked'; report: R }
  | { step: 'done'; report: R };

/** The file's text, decoded as UTF-8 (FileReader drops a BOM; the servers take either way). */
function readAsText(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsText(file, 'utf-8');
  });
}

const MEGABYTE = 1024 * 1024;

/**
 * The import wizard's state: the chosen file (size-checked, read as text), the stage (file,
 * checking, checked, done), a problem with the file or the call itself (not a row error), the
 * dry-run check and the commit. `maxBytes` is the server's body limit: the CSV travels as a JSON
 * string (quotes and line breaks escaped), so both the file and the encoded body are checked here
 * and the user hears it before anything is sent. Starting over or closing drops late answers of
 * an earlier run.
 */
export function useCsvImport<R extends CsvImportReport>({
  run,
  maxBytes,
  onClose,
}: {
  run: CsvImportMutation<R>;
  maxBytes: number;
  onClose: () => void;
}) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const [file, setFile] = useState<{ name: string; text: string } | null>(null);
  const [stage, setStage] = useState<CsvImportStage<R>>({ step: 'file' });
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
        // A refused commit (the data changed since the check) lists its row errors like the check.
        onSuccess: (report) => {
          if (current === session.current) {
            setStage({ step: report.committed ? 'done' : 'checked', report });
          }
        },
        onError: (error) =>
          current === session.current &&
          setProblem(
            isApiError(error) && error.statusCode === 409
              ? t('csvImport.conflict', { message: error.message })
              : extractErrorMessage(error),
          ),
      },
    );
  };

  const choose = (chosen: File) => {
    setProblem(null);
    const tooBig = () => setProblem(t('csvImport.tooBig', { megabytes: maxBytes / MEGABYTE }));
    if (chosen.size > maxBytes) {
      tooBig();
      return;
    }
    const current = session.current;
    readAsText(chosen)
      .then((text) => {
        if (current !== session.current) return;
        const body = JSON.stringify({ csv: text, dry_run: true });
        if (new Blob([body]).size > maxBytes) {
          tooBig();
          return;
        }
        if (text.trim() === '') {
          setProblem(t('csvImport.emptyFile'));
          return;
        }
        setFile({ name: chosen.name, text });
        check(text);
      })
      .catch(() => setProblem(t('csvImport.unreadable')));
  };

  return { file, stage, problem, reset, close, check, commit, choose };
}
