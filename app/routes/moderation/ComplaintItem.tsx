import { Alert, RadioGroup, TextArea } from '../../../design-system';
import { isProblem } from '../../../openapi/clients/problem';
import { complaintDecisionSchema } from '../../../openapi/domain/moderation-rules';
import type { components } from '../../../openapi/generated/product';
import { useServices } from '../../runtime/AppServicesProvider';
import { unwrap } from '../../runtime/unwrap';
import { useForm } from '../../runtime/use-form';
import * as layout from '../../shell/screen.css';
import { DecisionStatement } from './DecisionStatement';
import { ModerationForm } from './ModerationForm';
import { moderationTexts } from './moderation-texts';
import type { QueueItemActions } from './QueueItem';
import * as styles from './moderation.css';

const t = moderationTexts;
type OpenComplaint = components['schemas']['OpenComplaint'];

const outcomeChoices = Object.entries(t.outcomes).map(([id, label]) => ({ id, label }));

/** The answer to a complaint, by an administrator other than the decision's. */
function ComplaintDecisionForm({ entry, onDecided, onConflict }: { entry: OpenComplaint } & QueueItemActions) {
  const { clients } = useServices();
  const form = useForm({
    schema: complaintDecisionSchema,
    initialValues: { outcome: '', reply: '' },
    successMessage: t.complaintDecided,
    onSuccess: onDecided,
    submit: async (values) => {
      try {
        return await unwrap(clients.product.POST('/moderation/complaints/{uuid}/decision', { params: { path: { uuid: entry.complaint.uuid } }, body: values }));
      } catch (error) {
        if (isProblem(error) && error.code === 'COMPLAINT_ALREADY_DECIDED') onConflict();
        throw error;
      }
    },
  });
  const outcome = form.field('outcome');
  return (
    <ModerationForm label={t.complaintBy(entry.sellerName, entry.decision.reference)} form={form} submitLabel={t.decideComplaint}>
      <RadioGroup
        label={t.outcome}
        choices={outcomeChoices}
        value={outcome.value || null}
        isReadOnly={form.pending}
        errorMessage={outcome.errorMessage}
        onChange={outcome.onChange}
      />
      <TextArea label={t.reply} rows={4} {...form.field('reply')} />
    </ModerationForm>
  );
}

/** A complaint waiting: the decision it contests, what the seller says, and the answer, unless this administrator took the decision. */
export function ComplaintItem({ entry, ...actions }: { entry: OpenComplaint } & QueueItemActions) {
  return (
    <li className={styles.card}>
      <h3 className={layout.subheading}>{t.complaintBy(entry.sellerName, entry.decision.reference)}</h3>
      <p>{entry.decision.productName}</p>
      <DecisionStatement decision={entry.decision} />
      <h4>{t.complaintText}</h4>
      <p className={layout.prose}>{entry.complaint.text}</p>
      {entry.mayDecide ? <ComplaintDecisionForm entry={entry} {...actions} /> : <Alert tone="info">{t.notYours}</Alert>}
    </li>
  );
}
