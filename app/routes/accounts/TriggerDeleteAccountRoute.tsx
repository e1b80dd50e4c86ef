import { useState } from 'react';
import { Alert, Button, ConfirmDialog } from '../../../design-system';
import { z } from 'zod';
import { accountTexts } from './account-texts';
import { usePageTitle, useServices } from '../../runtime/AppServicesProvider';
import { unwrap } from '../../runtime/unwrap';
import { useForm } from '../../runtime/use-form';
import * as layout from '../../shell/screen.css';

const t = accountTexts.triggerDelete;

/** Step one of deleting an account: confirm, then the server e-mails the confirmation link. */
export default function TriggerDeleteAccountRoute() {
  usePageTitle(t.title);
  const { clients } = useServices();
  const [asking, setAsking] = useState(false);
  const form = useForm({
    schema: z.object({}),
    initialValues: {},
    successMessage: t.success,
    submit: () => unwrap(clients.auth.DELETE('/api/profile/trigger-delete-account')),
  });
  return (
    <div className={layout.narrow}>
      <h1 className={layout.heading}>{t.title}</h1>
      <p>{t.lead}</p>
      {form.succeeded ? <Alert tone="success">{t.success}</Alert> : null}
      {form.failureMessage ? <Alert>{form.failureMessage}</Alert> : null}
      <Button variant="danger" isDisabled={form.pending || form.succeeded} isPending={form.pending} onPress={() => setAsking(true)}>
        {t.submit}
      </Button>
      <ConfirmDialog
        isOpen={asking}
        onOpenChange={setAsking}
        title={t.confirmTitle}
        message={t.confirmMessage}
        confirmLabel={t.confirm}
        onConfirm={() => {
          setAsking(false);
          form.submit();
        }}
      />
    </div>
  );
}
