import { useState } from 'react';
import { Alert, Badge, Disclosure, formatDateTime, Link, RadioGroup, Spinner, TextArea, TextField } from '../../../design-system';
import { isProblem } from '../../../openapi/clients/problem';
import { moderationActions, moderationGrounds, reportReasons } from '../../../openapi/domain/moderation-texts';
import { decisionSchema } from '../../../openapi/domain/moderation-rules';
import type { components } from '../../../openapi/generated/product';
import { errorMessage } from '../../messages/error-messages';
import { useServices } from '../../runtime/AppServicesProvider';
import { unwrap } from '../../runtime/unwrap';
import { useForm } from '../../runtime/use-form';
import { useResource } from '../../runtime/use-resource';
import * as layout from '../../shell/screen.css';
import { ModerationForm } from './ModerationForm';
import { moderationTexts } from './moderation-texts';
import * as styles from './moderation.css';

const t = moderationTexts;
type Item = components['schemas']['ModerationQueueItem'];

const actionChoices = Object.entries(moderationActions).map(([id, label]) => ({ id, label }));
const groundChoices = (['LAW', 'TERMS'] as const).map((id) => ({ id, label: moderationGrounds[id] }));

export interface QueueItemActions {
  /** The decision was taken: the queue loads again. */
  onDecided: () => void;
  /** Another administrator decided first: the queue loads again. */
  onConflict: () => void;
}

/** The decision on an item's open reports, up to the newest the administrator saw. */
function DecisionForm({ item, onDecided, onConflict }: { item: Item } & QueueItemActions) {
  const { clients } = useServices();
  const form = useForm({
    schema: decisionSchema,
    initialValues: { action: '', ground: 'TERMS', groundDetail: '', facts: '' },
    successMessage: t.decided,
    onSuccess: onDecided,
    submit: async (values) => {
      const body = { ...values, ground: values.action === 'DISMISS' ? ('NONE' as const) : values.ground, upTo: item.upTo };
      try {
        return await unwrap(clients.product.POST('/moderation/products/{uuid}/decision', { params: { path: { uuid: item.productUuid } }, body }));
      } catch (error) {
        if (isProblem(error) && error.code === 'REPORTS_ALREADY_DECIDED') onConflict();
        throw error;
      }
    },
  });
  const action = form.field('action');
  const ground = form.field('ground');
  const restricts = action.value !== '' && action.value !== 'DISMISS';
  return (
    <ModerationForm label={`${t.decisionTitle}: ${item.productName}`} form={form} submitLabel={t.decide}>
      <RadioGroup
        label={t.action}
        choices={actionChoices}
        value={action.value || null}
        isReadOnly={form.pending}
        errorMessage={action.errorMessage}
        onChange={action.onChange}
      />
      {restricts ? (
        <RadioGroup
          label={t.ground}
          choices={groundChoices}
          value={ground.value}
          isReadOnly={form.pending}
          errorMessage={ground.errorMessage}
          onChange={ground.onChange}
        />
      ) : null}
      <TextField label={restricts ? t.groundDetail : t.dismissDetail} {...form.field('groundDetail')} />
      <TextArea label={t.facts} description={t.factsHint} rows={4} {...form.field('facts')} />
    </ModerationForm>
  );
}

/** An item's open reports, newest first: what each sender said, and how to reach them. */
function ItemReports({ item }: { item: Item }) {
  const { clients } = useServices();
  const reports = useResource((signal) =>
    unwrap(clients.product.GET('/moderation/products/{uuid}/reports', { params: { path: { uuid: item.productUuid } }, signal })),
  );
  if (reports.status === 'loading') return <Spinner label={t.loadingReports} />;
  if (reports.status === 'failed' || !reports.data) return <Alert>{errorMessage(reports.error)}</Alert>;
  return (
    <ul className={styles.list}>
      {reports.data.reports.map((report) => (
        <li key={report.uuid} className={styles.card}>
          <p className={layout.muted}>{t.reportLine(report.reference, reportReasons[report.reason], formatDateTime(report.createdAt))}</p>
          <p className={layout.prose}>{report.explanation}</p>
          <p className={layout.muted}>{t.reporter(report.reporterName, report.reporterEmail)}</p>
        </li>
      ))}
    </ul>
  );
}

/** One product's open reports in the queue: their count and reasons, opened to read them and decide. */
export function QueueItem({ item, ...actions }: { item: Item } & QueueItemActions) {
  const [open, setOpen] = useState(false);
  const reasons = item.reasons.map((reason) => `${reportReasons[reason.reason]} (${reason.count})`).join(', ');
  return (
    <li className={styles.card}>
      <Disclosure title={item.productName} count={t.reports(item.openReports)} level={3} isExpanded={open} onExpandedChange={setOpen}>
        {open ? (
          <div className={layout.stack}>
            <p>{reasons}</p>
            <p className={layout.muted}>
              {item.sellerName ? t.seller(item.sellerName) : t.sellerGone} {item.listingHidden ? <Badge tone="danger">{t.hiddenNow}</Badge> : null}
            </p>
            <Link href={`/product?id=${item.productUuid}`}>{t.openProduct}</Link>
            <ItemReports item={item} />
            <DecisionForm item={item} {...actions} />
          </div>
        ) : null}
      </Disclosure>
    </li>
  );
}
