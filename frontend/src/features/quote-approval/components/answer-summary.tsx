import type { PublicQuoteView } from '@px/contracts';
import { Card, Flex, Result, Tag, Typography } from 'antd';
import { acceptedTotals, decisionsOfAnswer } from '../model';
import { useDocumentFormat } from '@/shared/documents';
import { WorkshopContact } from './workshop-contact';

export interface AnswerSummaryProps {
  view: PublicQuoteView;
  /** The answer was sent from this page just now (thanks), or found on opening the link. */
  justSent: boolean;
}

// Preset colours (not the status ones): their text keeps AA contrast in both themes.
const STATUS_COLORS: Partial<Record<PublicQuoteView['status'], string>> = {
  accepted: 'green',
  partially_accepted: 'gold',
  rejected: 'red',
};

/** The answer the quote carries: who answered and when, which lines, and what they come to. */
export function AnswerSummary({ view, justSent }: AnswerSummaryProps) {
  const f = useDocumentFormat();
  const answer = view.answer!;
  const decisions = decisionsOfAnswer(view.lines);
  const totals = acceptedTotals(view.lines, decisions);
  const accepted = view.lines.filter((line) => decisions[line.id] === true);
  const rejected = view.lines.filter((line) => decisions[line.id] === false);
  const list = (title: string, lines: typeof accepted, testId: string) => (
    <div data-testid={testId}>
      <Typography.Title level={2} style={{ margin: '0 0 4px', fontSize: 16 }}>
        {title}
      </Typography.Title>
      {lines.length === 0 ? (
        <Typography.Text type="secondary">{f.t('quoteApproval.answered.none')}</Typography.Text>
      ) : (
        <ul style={{ margin: 0, paddingInlineStart: 20 }}>
          {lines.map((line) => (
            <li key={line.id}>
              {line.description} · {f.money(line.base_cents)}
            </li>
          ))}
        </ul>
      )}
    </div>
  );

  return (
    <Flex vertical gap={16} data-testid="quote-approval-answered">
      <Result
        status={justSent ? 'success' : 'info'}
        style={{ padding: '16px 0' }}
        title={
          <Typography.Title level={1} style={{ margin: 0, fontSize: 22 }}>
            {justSent
              ? f.t('quoteApproval.done.title', { name: answer.signer_name })
              : f.t('quoteApproval.answered.title')}
          </Typography.Title>
        }
        subTitle={
          <Flex vertical gap={4}>
            <span>
              {justSent
                ? f.t(
                    answer.status === 'rejected'
                      ? 'quoteApproval.done.rejectedText'
                      : 'quoteApproval.done.text',
                    { workshop: view.workshop.name },
                  )
                : f.t('quoteApproval.answered.text', {
                    name: answer.signer_name,
                    date: f.dateTime(answer.approved_at),
                  })}
            </span>
            <span>{f.t('quoteApproval.header.title', { number: view.number })}</span>
          </Flex>
        }
      />
      <Card size="small">
        <Flex vertical gap={12}>
          <Tag
            color={STATUS_COLORS[answer.status] ?? 'default'}
            style={{ alignSelf: 'flex-start', fontSize: 14, padding: '2px 8px' }}
            data-testid="quote-approval-answer-status"
          >
            {f.t(`quoteApproval.answered.status.${answer.status}`)}
          </Tag>
          {list(f.t('quoteApproval.answered.accepted'), accepted, 'quote-approval-accepted-lines')}
          {list(f.t('quoteApproval.answered.rejected'), rejected, 'quote-approval-rejected-lines')}
          <Flex justify="space-between" gap={12}>
            <Typography.Text strong>{f.t('quoteApproval.totals.accepted')}</Typography.Text>
            <Typography.Text
              strong
              style={{ whiteSpace: 'nowrap' }}
              data-testid="quote-approval-answered-total"
            >
              {f.money(totals.totalCents)}
            </Typography.Text>
          </Flex>
        </Flex>
      </Card>
      <WorkshopContact workshop={view.workshop} />
    </Flex>
  );
}
