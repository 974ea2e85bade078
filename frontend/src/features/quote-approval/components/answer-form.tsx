import { SendOutlined } from '@ant-design/icons';
import type { PublicQuoteAnswerInput, PublicQuoteView } from '@px/contracts';
import { Alert, Button, Card, Flex, Typography } from 'antd';
import { type FormEvent, useMemo, useState } from 'react';
import type { SignatureValue } from '@/features/reception/components/signature-field';
import {
  type LineDecisions,
  acceptedTotals,
  answerBody,
  answerProblems,
  decideAll,
  unansweredLineIds,
} from '../model';
import { useDocumentFormat } from '@/shared/documents';
import { AcceptedTotals } from './accepted-totals';
import { LineDecision } from './line-decision';
import { SignerFields } from './signer-fields';

export interface AnswerFormProps {
  view: PublicQuoteView;
  submitting: boolean;
  /** A refusal or failure of the last POST, already in words. */
  submitError: string | null;
  onSubmit(body: PublicQuoteAnswerInput): void;
}

/**
 * The customer's answer: a choice per line (with "all" shortcuts), the live total of what is
 * accepted, the conditions, their name and drawn signature, and one button that POSTs. Problems
 * are shown only after a first attempt, so the page does not greet the customer with errors.
 */
export function AnswerForm({ view, submitting, submitError, onSubmit }: AnswerFormProps) {
  const f = useDocumentFormat();
  const [decisions, setDecisions] = useState<LineDecisions>({});
  const [signerName, setSignerName] = useState('');
  const [signature, setSignature] = useState<SignatureValue | null>(null);
  const [tried, setTried] = useState(false);
  const draft = { decisions, signerName, signaturePng: signature?.png ?? null };
  const problems = answerProblems(view.lines, draft);
  const shown = tried ? problems : [];
  const missing = useMemo(
    () => new Set(tried ? unansweredLineIds(view.lines, decisions) : []),
    [tried, view.lines, decisions],
  );
  const totals = acceptedTotals(view.lines, decisions);
  const allRejected =
    view.lines.length > 0 && view.lines.every((line) => decisions[line.id] === false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (problems.length === 0) onSubmit(answerBody(view.lines, draft));
  };

  const problemText = (problem: (typeof problems)[number]) =>
    problem === 'decisions'
      ? f.t('quoteApproval.problem.decisions', {
          count: unansweredLineIds(view.lines, decisions).length,
        })
      : f.t(`quoteApproval.problem.${problem}`);

  return (
    <form onSubmit={submit} noValidate data-testid="quote-approval-form">
      <Flex vertical gap={16}>
        <section aria-labelledby="quote-approval-lines">
          <Flex vertical gap={12}>
            <Typography.Title
              level={2}
              id="quote-approval-lines"
              style={{ margin: 0, fontSize: 18 }}
            >
              {f.t('quoteApproval.lines.title')}
            </Typography.Title>
            <Typography.Text>{f.t('quoteApproval.lines.intro')}</Typography.Text>
            <Flex gap={8} wrap>
              <Button onClick={() => setDecisions(decideAll(view.lines, true))}>
                {f.t('quoteApproval.lines.acceptAll')}
              </Button>
              <Button onClick={() => setDecisions(decideAll(view.lines, false))}>
                {f.t('quoteApproval.lines.rejectAll')}
              </Button>
            </Flex>
            {view.lines.map((line) => (
              <LineDecision
                key={line.id}
                line={line}
                accepted={decisions[line.id]}
                missing={missing.has(line.id)}
                onChange={(accepted) => setDecisions((now) => ({ ...now, [line.id]: accepted }))}
              />
            ))}
          </Flex>
        </section>

        <AcceptedTotals
          totals={totals}
          lineCount={view.lines.length}
          quoteTotalCents={view.total_cents}
        />

        {view.conditions && (
          <Card size="small">
            <Typography.Title level={2} style={{ margin: '0 0 8px', fontSize: 18 }}>
              {f.t('quoteApproval.conditions.title')}
            </Typography.Title>
            <Typography.Paragraph style={{ margin: 0, whiteSpace: 'pre-line' }}>
              {view.conditions}
            </Typography.Paragraph>
          </Card>
        )}

        <SignerFields
          name={signerName}
          onNameChange={setSignerName}
          signature={signature}
          onSignatureChange={setSignature}
          disabled={submitting}
          nameProblem={shown.includes('signerName') ? problemText('signerName') : null}
          signatureProblem={shown.includes('signature') ? problemText('signature') : null}
        />

        <Typography.Paragraph style={{ margin: 0 }} data-testid="quote-approval-consent">
          {f.t(
            allRejected ? 'quoteApproval.form.consentAllRejected' : 'quoteApproval.form.consent',
            {
              workshop: view.workshop.name,
            },
          )}
        </Typography.Paragraph>

        {shown.length > 0 && (
          <Alert
            type="error"
            showIcon
            role="alert"
            title={f.t('quoteApproval.form.problems')}
            description={
              <ul style={{ margin: 0, paddingInlineStart: 20 }}>
                {shown.map((problem) => (
                  <li key={problem}>{problemText(problem)}</li>
                ))}
              </ul>
            }
            data-testid="quote-approval-problems"
          />
        )}
        {submitError && (
          <Alert
            type="error"
            showIcon
            role="alert"
            title={submitError}
            data-testid="quote-approval-submit-error"
          />
        )}
        <Button
          type="primary"
          size="large"
          htmlType="submit"
          block
          icon={<SendOutlined aria-hidden />}
          loading={submitting}
          style={{ minHeight: 48 }}
          data-testid="quote-approval-submit"
        >
          {f.t('quoteApproval.form.submit')}
        </Button>
      </Flex>
    </form>
  );
}
