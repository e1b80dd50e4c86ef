import { Alert, formatDateTime, Spinner, TextArea } from '../../../design-system';
import { complaintSchema } from '../../../openapi/domain/moderation-rules';
import type { components } from '../../../openapi/generated/product';
import { usePageTitle, useServices } from '../../runtime/AppServicesProvider';
import { unwrap } from '../../runtime/unwrap';
import { useForm } from '../../runtime/use-form';
import { useResource } from '../../runtime/use-resource';
import { LoadFailure } from '../../shell/LoadFailure';
import * as layout from '../../shell/screen.css';
import { DecisionStatement } from './DecisionStatement';
import { ModerationForm } from './ModerationForm';
import { moderationTexts } from './moderation-texts';
import * as styles from './moderation.css';

const t = moderationTexts;
type Decision = components['schemas']['ModerationDecision'];

/** The complaint form under a decision that may still be contested (DSA Art. 20). */
function ComplaintForm({ decision, onSent }: { decision: Decision; onSent: () => void }) {
  const { clients } = useServices();
  const form = useForm({
    schema: complaintSchema,
    initialValues: { text: '' },
    successMessage: t.contested,
    onSuccess: onSent,
    submit: (values) => unwrap(clients.product.POST('/moderation/decisions/{uuid}/complaint', { params: { path: { uuid: decision.uuid } }, body: values })),
  });
  return (
    <ModerationForm label={`${t.contest} ${decision.reference}`} form={form} submitLabel={t.contestSubmit}>
      <TextArea label={t.contestText} description={t.contestHint} rows={4} {...form.field('text')} />
    </ModerationForm>
  );
}

/** Where a decision's complaint stands: sent and waiting, or decided with its answer. */
function ComplaintState({ complaint }: { complaint: NonNullable<Decision['complaint']> }) {
  if (!complaint.outcome) return <p className={layout.muted}>{t.complaintSent(formatDateTime(complaint.createdAt))}</p>;
  return (
    <Alert tone={complaint.outcome === 'REVERSED' ? 'success' : 'info'}>
      {t.complaintResult[complaint.outcome]} {complaint.reply}
    </Alert>
  );
}

/** "Decizii de moderare" (/decisions, issue #51): the decisions about the seller's listings or account, with their statements and the way to contest. */
export default function DecisionsRoute() {
  usePageTitle(t.decisionsTitle);
  const { clients } = useServices();
  const decisions = useResource((signal) => unwrap(clients.product.GET('/moderation/decisions', { signal })));
  return (
    <div className={layout.stack}>
      <h1 className={layout.heading}>{t.decisionsTitle}</h1>
      <p className={layout.muted}>{t.decisionsLead}</p>
      {decisions.status === 'loading' ? <Spinner label={t.decisionsTitle} /> : null}
      {decisions.status === 'failed' ? <LoadFailure what={t.decisionsFailed} reason={decisions.error} onRetry={decisions.retry} /> : null}
      {decisions.data?.decisions.length === 0 ? <p>{t.decisionsEmpty}</p> : null}
      <ul className={styles.list}>
        {decisions.data?.decisions.map((decision) => (
          <li key={decision.uuid} className={styles.card}>
            <h2 className={layout.subheading}>
              {decision.reference}: {decision.productName}
            </h2>
            <DecisionStatement decision={decision} />
            {decision.complaint ? <ComplaintState complaint={decision.complaint} /> : null}
            {decision.contestable ? <ComplaintForm decision={decision} onSent={decisions.reload} /> : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
