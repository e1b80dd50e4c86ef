import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type ReCAPTCHA from 'react-google-recaptcha';
import { Alert, Checkbox, Spinner } from '../../design-system';
import { localCaptchaToken } from '../../openapi/runtime-config';
import { texts } from '../messages/texts';
import { screenTexts } from '../messages/screen-texts';
import { useServices } from '../runtime/AppServicesProvider';
import * as styles from './Captcha.css';

const GoogleRecaptcha = lazy(() => import('react-google-recaptcha'));

export interface CaptchaProps {
  /** The widget was solved; the token goes with the form. */
  onSolved: (token: string) => void;
  /** The token expired or was withdrawn. */
  onExpired: () => void;
  /** Changes each time the form asks for a fresh captcha (after a failed submission). */
  resetCount: number;
  /** The machine's complaint when the form was sent without a captcha. */
  errorMessage?: string | undefined;
}

/**
 * Google's reCAPTCHA when a site key is configured; otherwise the clearly marked local check
 * "Nu sunt robot", whose token the server accepts only in local mode (decision 004).
 */
export function Captcha({ onSolved, onExpired, resetCount, errorMessage }: CaptchaProps) {
  const { config } = useServices();
  const widget = useRef<ReCAPTCHA>(null);
  const [checked, setChecked] = useState(false);
  // Google's script did not load (blocked, offline) or its widget lost the network: say so, or the form would wait on an empty box.
  const [unavailable, setUnavailable] = useState(false);
  const firstRender = useRef(true);

  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    widget.current?.reset();
    setChecked(false);
  }, [resetCount]);

  return (
    <div className={styles.captcha} role="group" aria-label={screenTexts.captcha.label}>
      {config.captcha.mode === 'recaptcha' ? (
        <Suspense fallback={<Spinner label={texts.app.loading} />}>
          <GoogleRecaptcha
            ref={widget}
            sitekey={config.captcha.siteKey}
            hl="ro"
            onChange={(token) => {
              setUnavailable(false);
              if (token) onSolved(token);
              else onExpired();
            }}
            onExpired={onExpired}
            onErrored={() => setUnavailable(true)}
            asyncScriptOnLoad={() => setUnavailable(!('grecaptcha' in window))}
          />
        </Suspense>
      ) : (
        <div className={styles.local}>
          <Checkbox
            isSelected={checked}
            onChange={(selected) => {
              setChecked(selected);
              if (selected) onSolved(localCaptchaToken);
              else onExpired();
            }}
          >
            {screenTexts.captcha.local}
          </Checkbox>
          <p className={styles.notice}>{screenTexts.captcha.localNotice}</p>
        </div>
      )}
      {unavailable ? <Alert>{screenTexts.captcha.unavailable}</Alert> : null}
      {errorMessage ? <Alert>{errorMessage}</Alert> : null}
    </div>
  );
}
