import { QRCodeSVG } from 'qrcode.react';
import { figure, key, qr } from './AuthenticatorSetup.css';

export interface AuthenticatorSetupProps {
  /** The `otpauth://` address the QR code carries. */
  otpauthUri: string;
  /** The secret in base32, for typing into an app that cannot scan. */
  secret: string;
  /** Names the QR code for screen readers: 'Cod QR pentru aplicația de autentificare'. */
  qrLabel: string;
  /** Introduces the key as text: 'Sau introdu cheia în aplicație:'. */
  keyLabel: string;
}

/** The secret's four-character groups, as apps show and people type them. */
const grouped = (secret: string): string => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/**
 * A new authenticator's secret: a QR code to scan, and the same key as text for a phone that
 * cannot scan or a screen-reader user. The key is read group by group, and copied without
 * the spaces apps ignore anyway.
 */
export function AuthenticatorSetup({ otpauthUri, secret, qrLabel, keyLabel }: AuthenticatorSetupProps) {
  return (
    <figure className={figure}>
      <div className={qr}>
        <QRCodeSVG value={otpauthUri} level="M" size={200} title={qrLabel} role="img" aria-label={qrLabel} />
      </div>
      <figcaption>
        {keyLabel} <code className={key}>{grouped(secret)}</code>
      </figcaption>
    </figure>
  );
}
