import { useState } from 'react';
import { Alert, Button, Disclosure, EmptyState, Form, Pagination, RadioGroup, Spinner, TextArea } from '../../../design-system';
import type { components } from '../../../openapi/generated/product';
import { inquiryAnswerSchema } from '../../../openapi/domain/order-rules';
import { inquiryReference, notAnOrder } from '../../../openapi/domain/order-texts';
import { usePageTitle, useServices, useSession } from '../../runtime/AppServicesProvider';
import { unwrap } from '../../runtime/unwrap';
import { useForm } from '../../runtime/use-form';
import { useResource } from '../../runtime/use-resource';
import { LoadFailure } from '../../shell/LoadFailure';
import * as layout from '../../shell/screen.css';
import { buyerTexts } from './buyer-texts';
import * as styles from './buyers.css';
import { InquiryDetails, InquiryStatus } from './InquiryDetails';

const t = buyerTexts.inquiries;
type Inquiry = components['schemas']['Inquiry'];

/** The seller's answer to an inquiry still open: confirm or refuse, with a message the buyer is mailed. */
function AnswerForm({ inquiry, onAnswered }: { inquiry: Inquiry; onAnswered: () => void }) {
  const { clients } = useServices();
  const form = useForm({
    schema: inquiryAnswerSchema,
    initialValues: { status: '', answer: '' },
    successMessage: t.answered,
    onSuccess: onAnswered,
    submit: (values) => unwrap(clients.product.PUT('/inquiries/{inquiry}/answer', { params: { path: { inquiry: inquiry.uuid } }, body: values })),
  });
  const status = form.field('status');
  return (
    <Form onSubmit={form.submit} aria-label={`${t.answer}: ${inquiryReference(inquiry.number)}`}>
      {form.failureMessage ? <Alert>{form.failureMessage}</Alert> : null}
      <RadioGroup
        label={t.answer}
        choices={[
          { id: 'CONFIRMED', label: t.confirm },
          { id: 'REFUSED', label: t.refuse },
        ]}
        value={status.value || null}
        isReadOnly={form.pending}
        errorMessage={status.errorMessage}
        onChange={status.onChange}
      />
      <TextArea label={t.answerText} rows={3} {...form.field('answer')} />
      <Button type="submit" isPending={form.pending}>
        {t.answerSubmit}
      </Button>
    </Form>
  );
}

/** A received inquiry, opened to read and answer; opening a new one tells its buyer it was seen. */
function ReceivedInquiry({ inquiry, onChanged }: { inquiry: Inquiry; onChanged: () => void }) {
  const { clients } = useServices();
  const [opened, setOpened] = useState(false);
  const open = (expanded: boolean) => {
    if (!expanded || opened) return;
    setOpened(true);
    if (inquiry.status === 'NEW')
      void unwrap(clients.product.POST('/inquiries/{inquiry}/seen', { params: { path: { inquiry: inquiry.uuid } } }))
        .then(onChanged)
        .catch(() => undefined);
  };
  return (
    <li className={styles.section}>
      <Disclosure title={`${inquiryReference(inquiry.number)}: ${t.from(inquiry.buyer.company, inquiry.buyer.identifier)}`} level={2} onExpandedChange={open}>
        <InquiryDetails inquiry={inquiry} />
        {inquiry.status === 'NEW' || inquiry.status === 'SEEN' ? <AnswerForm inquiry={inquiry} onAnswered={onChanged} /> : null}
      </Disclosure>
      <p>
        <InquiryStatus inquiry={inquiry} />
      </p>
    </li>
  );
}

/** A sent inquiry, with its status as its seller left it. */
function SentInquiry({ inquiry }: { inquiry: Inquiry }) {
  return (
    <li className={styles.section}>
      <h2 className={layout.subheading}>
        {inquiryReference(inquiry.number)} {t.to(inquiry.seller.name)}, {t.list(inquiry.listName)}
      </h2>
      <p>
        <InquiryStatus inquiry={inquiry} />
      </p>
      <InquiryDetails inquiry={inquiry} />
    </li>
  );
}

/**
 * "Cereri primite" for a seller, "Cereri trimise" for a buyer (/inquiries, issue #50): newest
 * first, 20 a page, each with its status; a seller opens one to read it and answers it once.
 */
export default function InquiriesRoute() {
  const { clients } = useServices();
  const session = useSession();
  const seller = session.roles.includes('SELLER_HORECA');
  const title = seller ? t.receivedTitle : t.sentTitle;
  usePageTitle(title);
  const [page, setPage] = useState(0);
  return (
    <div className={layout.stack}>
      <h1 className={layout.heading}>{title}</h1>
      <p className={layout.muted}>{seller ? t.receivedLead : t.sentLead}</p>
      <Alert tone="info">{notAnOrder}</Alert>
      <InquiryPage
        key={page}
        seller={seller}
        page={page}
        onPage={setPage}
        load={(signal) => unwrap(clients.product.GET(seller ? '/inquiries/received' : '/inquiries/sent', { params: { query: { page } }, signal }))}
      />
    </div>
  );
}

function InquiryPage({
  seller,
  page,
  onPage,
  load,
}: {
  seller: boolean;
  page: number;
  onPage: (page: number) => void;
  load: (signal: AbortSignal) => Promise<components['schemas']['InquiryPage']>;
}) {
  const inquiries = useResource(load);
  if (inquiries.status === 'loading') return <Spinner label={seller ? t.receivedTitle : t.sentTitle} />;
  if (inquiries.status === 'failed' || !inquiries.data) return <LoadFailure what={t.failed} reason={inquiries.error} onRetry={inquiries.retry} />;
  const { data } = inquiries;
  return (
    <>
      {data.inquiries.length === 0 ? <EmptyState>{t.empty}</EmptyState> : null}
      <ul className={styles.lines}>
        {data.inquiries.map((inquiry) =>
          seller ? <ReceivedInquiry key={inquiry.uuid} inquiry={inquiry} onChanged={inquiries.reload} /> : <SentInquiry key={inquiry.uuid} inquiry={inquiry} />,
        )}
      </ul>
      <Pagination page={page + 1} totalPages={data.totalPages} onChange={(chosen) => onPage(chosen - 1)} />
    </>
  );
}
