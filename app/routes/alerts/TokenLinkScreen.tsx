import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { z } from 'zod';
import { useForm } from '../../runtime/use-form';
import { FormScreen } from '../../shell/FormScreen';

const noFields = z.object({});

/**
 * A page an alert mail links to (issue #52): it acts only when its button is pressed, never on
 * opening, since mail programs and scanners open links. Says what was done, or why not.
 */
export function TokenLinkScreen({
  copy,
  act,
  done,
}: {
  copy: { title: string; lead: string; submit: string; missing: string };
  act: (token: string) => Promise<{ kind: 'SAVED_SEARCH' | 'WATCH'; name: string }>;
  done: (answer: { kind: 'SAVED_SEARCH' | 'WATCH'; name: string }) => string;
}) {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [success, setSuccess] = useState('');
  const form = useForm({
    schema: noFields,
    initialValues: {},
    blockedReason: token ? undefined : copy.missing,
    submit: () => act(token),
    onSuccess: (answer) => setSuccess(done(answer as { kind: 'SAVED_SEARCH' | 'WATCH'; name: string })),
  });
  return (
    <FormScreen
      title={copy.title}
      lead={copy.lead}
      blocked={form.snapshot.matches('blocked') ? copy.missing : undefined}
      success={success}
      form={form}
      failure={form.failureMessage}
      submitLabel={copy.submit}
    >
      {null}
    </FormScreen>
  );
}
